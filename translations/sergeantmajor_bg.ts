<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../sergeantmajor/ui/about.py" line="+19" />
        <source>The three-player trick-taking card game.</source>
        <translation>Игра на карти с взятки за трима играчи.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Licence: the GNU General Public License, version 3 or any later version. You may share and change the game under its terms; it comes with no warranty.</source>
        <translation>Лиценз: Общ публичен лиценз на GNU (GNU General Public License), версия 3 или всяка по-нова версия. Можете да споделяте и променяте играта при неговите условия; тя се предоставя без никаква гаранция.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rules: the Spanish rulebook of the game as it is played today, its Bulgarian edition, and an English overview of the game and its house rules.</source>
        <translation>Правила: испанският правилник на играта, както се играе днес, неговото българско издание и английски преглед на играта и на домашните ѝ правила.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Card art: the game's own faces and backs were drawn for it and share its licence. The KDE card decks offered in Appearance are the ones installed on this computer, by the KDE Games artists, each under its own licence.</source>
        <translation>Карти: собствените лица и гърбове на играта са нарисувани за нея и са под нейния лиценз. Тестетата на KDE, предлагани във „Външен вид“, са инсталираните на този компютър, дело на художниците на KDE Games, всяко под собствен лиценз.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Translations: Spanish and Bulgarian by the Sergeant Major developers, in the words of the Spanish and Bulgarian rulebooks.</source>
        <translation>Преводи: испански и български от разработчиците на Sergeant Major, с думите на испанския и българския правилник.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Credits: written by the Sergeant Major developers with Python and Qt for Python (PySide6). The text is set in the DejaVu Sans font, under the DejaVu fonts licence.</source>
        <translation>Автори: играта е написана от разработчиците на Sergeant Major с Python и Qt for Python (PySide6). Текстът е набран с шрифта DejaVu Sans, под лиценза на шрифтовете DejaVu.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>About Sergeant Major</source>
        <translation>Относно Sergeant Major</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sergeant Major (3-5-8) %1</source>
        <translation>Sergeant Major (3-5-8) %1</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/appearance_dialog.py" line="+189" />
        <source>Appearance</source>
        <translation>Външен вид</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Card &amp;faces</source>
        <translation>&amp;Лица на картите</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Card &amp;back</source>
        <translation>&amp;Гръб на картите</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Table</source>
        <translation>&amp;Маса</translation>
    </message>
    <message>
        <location line="+1" />
        <source>These cards print the rank in a different place for each suit: some ranks in your hand will be hidden.</source>
        <translation>Тези карти изписват стойността на различно място според боята: при някои карти в ръката ви тя няма да се вижда.</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <location filename="../sergeantmajor/ui/application.py" line="+65" />
        <source>Sergeant Major</source>
        <translation>Sergeant Major</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Something went wrong in the game.
The match is autosaved after every move. The details are in the terminal's log.</source>
        <translation>Нещо в играта се обърка.
Играта се запазва автоматично след всеки ход. Подробностите са в журнала на терминала.</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <location filename="../sergeantmajor/app/words.py" line="+38" />
        <source>spades</source>
        <translation>пика</translation>
    </message>
    <message>
        <location line="+1" />
        <source>hearts</source>
        <translation>купа</translation>
    </message>
    <message>
        <location line="+1" />
        <source>diamonds</source>
        <translation>каро</translation>
    </message>
    <message>
        <location line="+1" />
        <source>clubs</source>
        <translation>спатия</translation>
    </message>
    <message>
        <location line="+56" />
        <source>%1 of %2</source>
        <comment>card name: rank, suit</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>CardsSeenPanel</name>
    <message>
        <location filename="../sergeantmajor/ui/cards_seen_panel.py" line="+73" />
        <source>No hand is being played.</source>
        <translation>Не се играе рунд.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Trump not named yet</source>
        <translation>Козът още не е обявен</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No trump in this hand</source>
        <translation>Без коз в този рунд</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Trump: %1, %2 still out</source>
        <translation>Коз: %1, неизлезли: %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 (trump)</source>
        <translation>%1 (коз)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 (went to %2)</source>
        <translation>%1 (отиде при %2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Played: %1</source>
        <translation>Изиграни: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Still out (%1): %2</source>
        <translation>Неизлезли (%1): %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Put aside: %1</source>
        <translation>Изхвърлени: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cards seen</source>
        <translation>Видени карти</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../sergeantmajor/ui/decks.py" line="+46" />
        <source>Sergeant Major classic</source>
        <translation>Sergeant Major класическо</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sergeant Major four colours</source>
        <translation>Sergeant Major в четири цвята</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sergeant Major large indices</source>
        <translation>Sergeant Major с едри индекси</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Blue lattice</source>
        <translation>Синя решетка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Red lattice</source>
        <translation>Решетка в бордо</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Green lattice</source>
        <translation>Зелена решетка</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Green felt</source>
        <translation>Зелено сукно</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blue felt</source>
        <translation>Синьо сукно</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Red felt</source>
        <translation>Сукно в бордо</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Grey felt</source>
        <translation>Сиво сукно</translation>
    </message>
</context>
<context>
    <name>FileTexts</name>
    <message>
        <location filename="../sergeantmajor/app/file_texts.py" line="+21" />
        <source>The file does not exist.</source>
        <translation>Файлът не съществува.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It is a folder, not a file.</source>
        <translation>Това е папка, а не файл.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It is not an ordinary file (it is a pipe or a device).</source>
        <translation>Това не е обикновен файл (а канал или устройство).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file is far too large to be a file of this game.</source>
        <translation>Файлът е твърде голям, за да бъде файл на тази игра.</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+36" />
        <source>The file's name is too long for this system.</source>
        <translation>Името на файла е твърде дълго за тази система.</translation>
    </message>
    <message>
        <location line="-33" />
        <source>The file is damaged: it is not in the game's format.</source>
        <translation>Файлът е повреден: не е във формата на играта.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file is damaged: its contents are nested far too deeply.</source>
        <translation>Файлът е повреден: съдържанието му е вложено твърде дълбоко.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file is damaged: it holds a number that is out of range.</source>
        <translation>Файлът е повреден: съдържа число извън допустимите граници.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file is damaged: a value in it is missing or wrong.</source>
        <translation>Файлът е повреден: стойност в него липсва или е грешна.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The file cannot be read.</source>
        <translation>Файлът не може да бъде прочетен.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The folder does not exist.</source>
        <translation>Папката не съществува.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You do not have permission to write there.</source>
        <translation>Нямате права за запис там.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The disk is read-only.</source>
        <translation>Дискът е само за четене.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The disk is full.</source>
        <translation>Дискът е пълен.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>There is a file where the folder should be.</source>
        <translation>На мястото на папката има файл.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>There is a folder with that name.</source>
        <translation>Вече има папка с това име.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The system refused to write the file.</source>
        <translation>Системата не позволи файлът да бъде записан.</translation>
    </message>
</context>
<context>
    <name>FileWarnings</name>
    <message>
        <location filename="../sergeantmajor/ui/file_warnings.py" line="+41" />
        <source>The saved match could not be resumed and was kept aside under a new name.
The reason: %1</source>
        <translation>Запазената игра не може да бъде продължена и е оставена настрана под ново име.
Причина: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The saved match could not be resumed and could not be moved aside either: it stays where it was.
The reason: %1</source>
        <translation>Запазената игра не може да бъде продължена, нито преместена настрана: остава където беше.
Причина: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Saved match</source>
        <translation>Запазена игра</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The settings file could not be read and was kept aside under a new name.
The game starts with the default settings.</source>
        <translation>Файлът с настройки не може да бъде прочетен и е оставен настрана под ново име.
Играта започва с настройките по подразбиране.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Your statistics could not be read and were kept aside under a new name; counting starts afresh.
The reason: %1</source>
        <translation>Вашата статистика не може да бъде прочетена и е оставена настрана под ново име; броенето започва отначало.
Причина: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Your statistics could not be read, nor moved aside; counting starts afresh.
The reason: %1</source>
        <translation>Вашата статистика не може да бъде нито прочетена, нито преместена настрана; броенето започва отначало.
Причина: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Saving the match</source>
        <translation>Запазване на играта</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The match could not be saved.
The reason: %1
You can go on playing; the game keeps trying to save after every move.</source>
        <translation>Играта не можа да бъде запазена.
Причина: %1
Можете да продължите да играете; играта ще опитва да я запазва след всеки ход.</translation>
    </message>
</context>
<context>
    <name>FriendsPanel</name>
    <message>
        <location filename="../sergeantmajor/ui/online/friends_panel.py" line="+260" />
        <source>Copied</source>
        <extracomment>The longest chat line a player may type (the server cuts longer ones too). The chat lines and notes kept (the list and the view's document alike).</extracomment>
        <translation>Копирано</translation>
    </message>
    <message>
        <location line="+16" />
        <source>This computer's addresses on the network: %1</source>
        <translation>Адреси на този компютър в мрежата: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Table with friends</source>
        <translation>Маса с приятели</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Invite (send it to your friends)</source>
        <translation>Покана (изпратете я на приятелите си)</translation>
    </message>
    <message>
        <location line="-34" />
        <location line="+35" />
        <source>Copy</source>
        <translation>Копиране</translation>
    </message>
    <message>
        <location line="-14" />
        <source>Table code: %1</source>
        <translation>Код на масата: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Start the match</source>
        <translation>Започване на играта</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leave the table</source>
        <translation>Напускане на масата</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mute</source>
        <translation>Заглушаване</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Say something to the table</source>
        <translation>Кажете нещо на масата</translation>
    </message>
    <message>
        <location line="-8" />
        <source>Players when the table was last reached</source>
        <translation>Играчи при последната връзка с масата</translation>
    </message>
</context>
<context>
    <name>FriendsPlay</name>
    <message>
        <location filename="../sergeantmajor/ui/online/texts.py" line="+275" />
        <source>Table with friends</source>
        <translation>Маса с приятели</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/online/notices.py" line="+50" />
        <source>The game keeps trying to reach it. You can wait, or leave the table and go back to your own match.</source>
        <translation>Играта продължава да се опитва да се свърже със сървъра. Можете да изчакате или да напуснете масата и да се върнете към своята игра.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Wait</source>
        <translation>Изчакване</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/online/texts.py" line="+24" />
        <source>Leave the table</source>
        <translation>Напускане на масата</translation>
    </message>
    <message>
        <location line="-18" />
        <source>You still have a seat at a table with friends. Go back to it?</source>
        <translation>Все още имате място на маса с приятели. Да се върнете ли на мястото си?</translation>
    </message>
</context>
<context>
    <name>HostControls</name>
    <message>
        <location filename="../sergeantmajor/ui/online/host_controls.py" line="+92" />
        <source>%1 asks to be let in, at:</source>
        <translation>%1 иска да влезе, на:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Let in</source>
        <translation>Пускане</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Give %1's seat to a computer player</source>
        <translation>Дайте мястото на %1 на компютърен играч</translation>
    </message>
    <message>
        <location line="+5" />
        <source>For good: they can come back only if you let them in.</source>
        <translation>Завинаги: ще може да се върне само с ваше разрешение.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1's seat (a computer player plays it now)</source>
        <translation>Мястото на %1 (сега играе компютърен играч)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1's seat (a computer player)</source>
        <translation>Мястото на %1 (компютърен играч)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Everyone still at the table plays another match with the same seats and rules.</source>
        <translation>Всички, които са още на масата, играят нова игра със същите места и правила.</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/online/host_dialog.py" line="+129" />
        <source>Host a table</source>
        <translation>Създаване на маса</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your table</source>
        <translation>Вашата маса</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your name</source>
        <translation>Вашето име</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The name your friends see</source>
        <translation>Името, което виждат приятелите ви</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Computer players</source>
        <translation>Компютърни играчи</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Who can join</source>
        <translation>Кой може да се присъедини</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Friends on your network</source>
        <translation>Приятели от вашата мрежа</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Only this computer</source>
        <translation>Само този компютър</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open the table</source>
        <translation>Създаване на масата</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Your friends join with the invite you get once the table is made. When you start, computer players of this level take the empty seats; if a friend's connection is lost, one plays for them until they come back.</source>
        <translation>Приятелите ви се присъединяват с поканата, която ще получите, след като масата бъде създадена. Когато започнете, компютърни играчи от това ниво заемат свободните места, а ако някой загуби връзката, на мястото играе компютърен играч, докато връзката се възстанови.</translation>
    </message>
    <message>
        <location line="-89" />
        <source>Where</source>
        <translation>Къде</translation>
    </message>
    <message>
        <location line="+1" />
        <source>On this computer</source>
        <translation>На този компютър</translation>
    </message>
    <message>
        <location line="+1" />
        <source>On a table server</source>
        <translation>На сървър за маси</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Server address</source>
        <translation>Адрес на сървъра</translation>
    </message>
    <message>
        <location line="+90" />
        <source>A table on a server stays open when you close the game: its next start offers to take you back to your seat.</source>
        <translation>Маса на сървър остава открита, когато затворите играта: при следващото пускане на играта ще ви бъде предложено да се върнете на мястото си.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/help_dialog.py" line="+51" />
        <source>How to play</source>
        <translation>Как се играе</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/online/join_dialog.py" line="+156" />
        <source>Join a table</source>
        <translation>Присъединяване към маса</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Paste the invite a friend sent you, or type the address of their table and its code.</source>
        <translation>Поставете поканата, която сте получили, или въведете адреса и кода на масата.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Invite</source>
        <translation>Покана</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Table code</source>
        <translation>Код на масата</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Your name</source>
        <translation>Вашето име</translation>
    </message>
    <message>
        <location line="+3" />
        <source>or</source>
        <translation>или</translation>
    </message>
    <message>
        <location line="+3" />
        <source>TABLE#CODE</source>
        <translation>МАСА#КОД</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The name your friends see</source>
        <translation>Името, което виждат приятелите ви</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Join</source>
        <translation>Присъединяване</translation>
    </message>
    <message>
        <location line="+62" />
        <source>Type the name your friends will see.</source>
        <translation>Въведете името, което ще виждат приятелите ви.</translation>
    </message>
    <message>
        <location line="-151" />
        <source>Tables on this network</source>
        <translation>Маси в тази мрежа</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Tables on this network cannot be looked for here: paste an invite.</source>
        <translation>Тук не може да се търсят маси в мрежата: поставете покана.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Looking for tables on this network… none found yet.</source>
        <translation>Търсене на маси в тази мрежа… още няма намерени.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Click a table to join it. Its code comes with the invite: paste it below, or ask the host for it.</source>
        <translation>Щракнете върху маса, за да се присъедините. Кодът ѝ е в поканата: поставете я по-долу или го поискайте от човека, който е открил масата.</translation>
    </message>
</context>
<context>
    <name>LanguageManager</name>
    <message>
        <location filename="../sergeantmajor/app/i18n.py" line="+73" />
        <source>The language “%1” is not available; the game stays in English.</source>
        <extracomment>(code, the language's name in that language). The names are never translated: a player who cannot read the current language must still find their own.</extracomment>
        <translation>Езикът „%1“ не е наличен; играта остава на английски.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The translations folder is missing (%1); the game stays in English.</source>
        <translation>Папката с преводите липсва (%1); играта остава на английски.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The %1 translation is missing (%2); the game stays in English.</source>
        <translation>Преводът „%1“ липсва (%2); играта остава на английски.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The %1 translation is damaged (%2); the game stays in English.</source>
        <translation>Преводът „%1“ е повреден (%2); играта остава на английски.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../sergeantmajor/ui/language_menu.py" line="+66" />
        <source>Language</source>
        <extracomment>The code now in force, after a successful switch. Why a switch failed (translated); the game is then in English.</extracomment>
        <translation>Език</translation>
    </message>
    <message>
        <location line="+14" />
        <source>&amp;Language</source>
        <translation>&amp;Език</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Show the game in %1</source>
        <translation>Показване на играта на %1</translation>
    </message>
</context>
<context>
    <name>LessonChooser</name>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/chooser.py" line="+79" />
        <source>Resume</source>
        <translation>Продължаване</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Start</source>
        <translation>Започване</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start again</source>
        <translation>Отначало</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Tutorial</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Learn the game at the table in five short lessons. The cards are prepared; the computer players make set moves.</source>
        <translation>Научете играта на масата с пет кратки урока. Картите са подготвени; компютърните играчи правят предварително зададени ходове.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>finished</source>
        <translation>завършен</translation>
    </message>
    <message>
        <location line="+2" />
        <source>left part way</source>
        <translation>недовършен</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — %2</source>
        <comment>a lesson, then its state</comment>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../sergeantmajor/ui/main_window.py" line="+284" />
        <source>Sergeant Major</source>
        <translation>Sergeant Major</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/window_menus.py" line="+220" />
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>Отм&amp;яна</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;do</source>
        <translation>Повто&amp;рение</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Last trick</source>
        <translation>Последна &amp;взятка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Таблица с резултати</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open match…</source>
        <translation>&amp;Отваряне на игра…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Play with friends</source>
        <translation>И&amp;гра с приятели</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Host a table…</source>
        <translation>&amp;Създаване на маса…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Join a table…</source>
        <translation>&amp;Присъединяване към маса…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Leave the table</source>
        <translation>&amp;Напускане на масата</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Recent matches</source>
        <translation>&amp;Скорошни игри</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save match &amp;as…</source>
        <translation>Запазване на играта &amp;като…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>S&amp;tatistics</source>
        <translation>Ст&amp;атистика</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;view</source>
        <translation>Пр&amp;еглед</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Review a match &amp;file…</source>
        <translation>Преглед на &amp;файл с игра…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;View</source>
        <translation>Из&amp;глед</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Cards seen</source>
        <translation>&amp;Видени карти</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Appearance…</source>
        <translation>&amp;Външен вид…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Animation &amp;speed</source>
        <translation>&amp;Скорост на анимацията</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Off</source>
        <translation>Изключена</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fast</source>
        <translation>Бърза</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Normal</source>
        <translation>Нормална</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Slow</source>
        <translation>Бавна</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Pause after each hand</source>
        <translation>&amp;Пауза след всеки рунд</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Tutorial…</source>
        <translation>О&amp;бучение…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;How to play</source>
        <translation>&amp;Как се играе</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About</source>
        <translation>&amp;Относно</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/own_match.py" line="+77" />
        <location line="+15" />
        <source>Match resumed</source>
        <translation>Играта е възобновена</translation>
    </message>
    <message>
        <location line="+50" />
        <source>Resume</source>
        <translation>Продължаване</translation>
    </message>
    <message>
        <location line="+1" />
        <source>An unfinished match was saved. Resume it?</source>
        <translation>Има запазена незавършена игра. Да бъде ли продължена?</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/main_window.py" line="+128" />
        <source>Thinking about a hint…</source>
        <translation>Търсене на подсказка…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A hint is available on your turn.</source>
        <translation>Подсказка можете да получите, когато е ваш ред.</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <location filename="../sergeantmajor/ui/match_files.py" line="+114" />
        <source>No recent matches</source>
        <extracomment>The longest path kept in the recent list (longer ones are no file any system can open).</extracomment>
        <translation>Няма скорошни игри</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Save match as</source>
        <translation>Запазване на играта като</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Match records (*.json)</source>
        <translation>Записи на игри (*.json)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>match.json</source>
        <translation>игра.json</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Match saved to %1</source>
        <translation>Играта е запазена в %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Open match</source>
        <translation>Отваряне на игра</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Match records (*.json);;All files (*)</source>
        <translation>Записи на игри (*.json);;Всички файлове (*)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>This match is already over.</source>
        <translation>Тази игра вече е приключила.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Match opened from %1</source>
        <translation>Играта е отворена от %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>This file cannot be opened as a match:
%1</source>
        <translation>Този файл не може да бъде отворен като игра:
%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Match file</source>
        <translation>Файл с игра</translation>
    </message>
    <message>
        <location line="-52" />
        <source>The match could not be saved.
The reason: %1</source>
        <translation>Играта не можа да бъде запазена.
Причина: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/new_game_dialog.py" line="+198" />
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Preset</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Custom rules</source>
        <translation>Собствени правила</translation>
    </message>
    <message>
        <location line="+3" />
        <source>House rules</source>
        <translation>Домашни правила</translation>
    </message>
    <message>
        <location line="+10" />
        <source>on</source>
        <translation>включено</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Opponents</source>
        <translation>Противници</translation>
    </message>
    <message>
        <location line="+2" />
        <source>First opponent (your left)</source>
        <translation>Първи противник (отляво)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Second opponent</source>
        <translation>Втори противник</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Third opponent (four players)</source>
        <translation>Трети противник (четирима играчи)</translation>
    </message>
    <message>
        <location line="+38" />
        <source>Your own house rules: they differ from every preset.</source>
        <translation>Ваши собствени домашни правила: не съвпадат с нито един вариант.</translation>
    </message>
    <message>
        <location line="+58" />
        <source>These targets ask for 16 tricks of the 12 there are: every hand comes out 4 down in total, so the scores drift down and a points match ends late (5-3-2-2 adds up to 12).</source>
        <translation>Тези цели искат 16 взятки от 12-те, които има: всеки рунд завършва общо с 4 надолу, така че точките постепенно падат и игра до точки свършва късно (5-3-2-2 прави 12).</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <location filename="../sergeantmajor/ui/online/texts.py" line="-260" />
        <source>Paste an invite, or type an address and a table code.</source>
        <translation>Поставете покана или въведете адрес и код на маса.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This is not an invite: an invite starts with ws:// or wss://.</source>
        <translation>Това не е покана: поканата започва с ws:// или wss://.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This invite names no table: it should end in /t/TABLE#CODE.</source>
        <translation>Тази покана не посочва маса: трябва да завършва на /t/МАСА#КОД.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table code is missing: it looks like TABLE#CODE.</source>
        <translation>Липсва кодът на масата (във вида МАСА#КОД).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server's address is not valid.</source>
        <translation>Адресът на сървъра не е валиден.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Every seat at this table is taken.</source>
        <translation>Всички места на тази маса са заети.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table code is wrong: ask your friend for the invite again.</source>
        <translation>Кодът на масата е грешен: поискайте поканата отново.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>There is no such table on this server (it may have finished).</source>
        <translation>На този сървър няма такава маса (може би е приключила).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server speaks another version of the game's protocol: you and the host need the same version of Sergeant Major.</source>
        <translation>Сървърът използва друга версия на протокола на играта: вие и домакинът се нуждаете от една и съща версия на Sergeant Major.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The address answers, but it is not a Sergeant Major table server.</source>
        <translation>Адресът отговаря, но не е сървър за маси на Sergeant Major.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server cannot be reached: check the address, and that the host's table is still open.</source>
        <translation>Няма връзка със сървъра: проверете адреса и дали масата е още отворена.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>That name cannot be used: choose one with letters or digits.</source>
        <translation>Това име не може да се използва: изберете име с букви или цифри.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This match has already begun: only its players can come back to it.</source>
        <translation>Тази игра вече е започнала: само нейните играчи могат да се върнат в нея.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Your seat at this table could not be found any more.</source>
        <translation>Вашето място на тази маса вече не може да бъде намерено.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You joined this table from another window: this one left it.</source>
        <translation>Присъединихте се към тази маса от друг прозорец: този прозорец я напусна.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server closed the connection: too many messages at once, or too many wrong codes.</source>
        <translation>Сървърът прекъсна връзката: твърде много съобщения наведнъж или твърде много грешни кодове.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Wait a moment before your next chat message.</source>
        <translation>Изчакайте малко преди следващото си съобщение.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server sent something this version of the game cannot read.</source>
        <translation>Сървърът изпрати нещо, което тази версия на играта не може да прочете.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server has all the tables it can take: try again later.</source>
        <translation>Сървърът има толкова маси, колкото може да поеме: опитайте отново по-късно.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>That chat line is too long.</source>
        <translation>Това съобщение е твърде дълго.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That port is already in use on this computer: choose another one.</source>
        <translation>Този порт вече се използва на този компютър: изберете друг.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table could not be opened on this computer.</source>
        <translation>Масата не можа да бъде създадена на този компютър.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server refused: something went wrong at the table.</source>
        <translation>Сървърът отказа: нещо се обърка на масата.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Connecting to the table…</source>
        <translation>Свързване с масата…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Connected to the table.</source>
        <translation>Връзката с масата е установена.</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The connection to the table was lost. Trying again in %n second(s)…</source>
        <translation>
            <numerusform>Връзката с масата прекъсна. Нов опит след %n секунда…</numerusform>
            <numerusform>Връзката с масата прекъсна. Нов опит след %n секунди…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>The table's server cannot be reached.</source>
        <translation>Няма връзка със сървъра на масата.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Computer player (%1)</source>
        <translation>Компютърен играч (%1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (you)</source>
        <translation>%1 (Вие)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (host)</source>
        <translation>%1 (домакин)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: away, a computer player (%2) plays for now</source>
        <translation>%1: отсъства, засега играе компютърен играч (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: left the table</source>
        <translation>%1: напусна масата</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Empty seat</source>
        <translation>Свободно място</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unless a friend sits down</source>
        <translation>освен ако някой не седне</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Computer player</source>
        <translation>Компютърен играч</translation>
    </message>
    <message>
        <location line="+1" />
        <source>At the table</source>
        <translation>На масата</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You host the table</source>
        <translation>Вие сте домакинът</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You</source>
        <translation>Вие</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Hosts the table</source>
        <translation>Домакин на масата</translation>
    </message>
    <message>
        <location line="+42" />
        <source>A computer player plays for %1 until they come back.</source>
        <translation>Докато %1 отсъства, на мястото играе компютърен играч.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is back at the table.</source>
        <translation>%1 се върна на масата.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 sat down at the table.</source>
        <translation>%1 седна на масата.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 asks to be let in: the host can seat them at a computer player's seat.</source>
        <translation>%1 иска да влезе: домакинът може да даде за целта мястото на компютърен играч.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 left the table.</source>
        <translation>%1 напусна масата.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>reading the summary</source>
        <comment>seat badge: a friend reads the hand's summary; short</comment>
        <translation>чете резюмето</translation>
    </message>
    <message>
        <location line="+6" />
        <source>This match has already begun: you asked the host to let you in. Wait here until they do, or cancel.</source>
        <translation>Тази игра вече е започнала: помолихте домакина да ви пусне. Изчакайте тук, докато го направи, или се откажете.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The host started another match: you keep your seat.</source>
        <translation>Домакинът започна нова игра: запазвате мястото си.</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Waiting for %n more player(s)…</source>
        <translation>
            <numerusform>Изчаква се още %n играч…</numerusform>
            <numerusform>Изчакват се още %n играчи…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17" />
        <source>Undo is not available at a table with friends: their moves cannot be taken back.</source>
        <translation>Отмяната не е възможна на маса с приятели: ходовете им не могат да бъдат върнати.</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Leave the table?</source>
        <translation>Напускане на масата?</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A computer player takes your seat for good: you cannot come back to this match. Your own match comes back.</source>
        <translation>Компютърен играч ще заеме мястото ви завинаги: няма да можете да се върнете в тази игра. Вашата игра се връща на масата.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Stay</source>
        <translation>Оставане</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Quit the game during the match?</source>
        <translation>Изход по време на играта?</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Your seat stays yours: a computer player plays it until you come back. Start the game again to go back to it.</source>
        <translation>Мястото остава ваше: компютърен играч играе на него, докато се върнете. Стартирайте играта отново, за да се върнете на него.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Quit</source>
        <translation>Изход</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Your friends are playing at your table: %1.</source>
        <translation>Приятелите ви играят на вашата маса: %1.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Keep the table open: they play on, with a computer player in your seat until you come back (start the game again).</source>
        <translation>Масата остава отворена: играта продължава, а компютърен играч е на вашето място, докато се върнете (стартирайте играта отново).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Keep the table open: they play on, with a computer player in your seat until you come back (Game ▸ Play with friends ▸ Host a table).</source>
        <translation>Масата остава отворена: играта продължава, а компютърен играч е на вашето място, докато се върнете (Игра ▸ Игра с приятели ▸ Създаване на маса).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Close the table: the match ends here for everybody, and is saved.</source>
        <translation>Затваряне на масата: играта свършва тук за всички и се запазва.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Keep the table open</source>
        <translation>Оставяне на масата отворена</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Close the table</source>
        <translation>Затваряне на масата</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The table you host is still open.</source>
        <translation>Масата, която създадохте, е още отворена.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Go back to it and take your seat again, or close it (its players are told) and host a new table.</source>
        <translation>Върнете се на нея и заемете мястото си отново или я затворете (играчите ѝ ще бъдат уведомени) и създайте нова маса.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Go back to it</source>
        <translation>Връщане на нея</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Close it and host a new one</source>
        <translation>Затваряне и създаване на нова</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The host closed the table. The match so far is saved.</source>
        <translation>Масата беше затворена от създателя ѝ. Играта дотук е запазена.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 closed the table. The match so far is saved.</source>
        <translation>%1 затвори масата. Играта дотук е запазена.</translation>
    </message>
    <message>
        <location line="-326" />
        <source>The match at this table is over: nobody can join it any more.</source>
        <translation>Играта на тази маса вече е приключила: никой не може да се присъедини.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The server is busy, or has had too many requests from this network: try again in a minute.</source>
        <translation>Сървърът е зает или е получил твърде много заявки от тази мрежа: опитайте отново след минута.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The server cannot save: the match waits. It goes on by itself once the server can save again.</source>
        <translation>Сървърът не може да записва: играта чака и ще продължи сама, щом сървърът отново може да записва.</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Connecting to the table again…</source>
        <translation>Ново свързване с масата…</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Empty seat: a computer player (%1) will take it</source>
        <translation>Свободно място: ще го заеме компютърен играч (%1)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1: away, waiting for them to come back</source>
        <translation>%1: отсъства, очаква се да се върне</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Away</source>
        <translation>Отсъства</translation>
    </message>
    <message numerus="yes">
        <location line="+41" />
        <source>%1 is away. If they are not back within %n second(s), a computer player will take their seat.</source>
        <translation>
            <numerusform>%1 отсъства. Ако не се върне до %n секунда, мястото ще заеме компютърен играч.</numerusform>
            <numerusform>%1 отсъства. Ако не се върне до %n секунди, мястото ще заеме компютърен играч.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+59" />
        <source>Every seat for a person is taken: the host will start the match.</source>
        <translation>Местата за хора са заети: домакинът ще започне играта.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Start when you are ready: the computer will take the empty seats.</source>
        <translation>Започнете, когато решите: компютърът ще заеме свободните места.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>That match is shared with your friends: leave their table before opening another one.</source>
        <translation>Тази игра е обща с приятелите ви: напуснете масата им, преди да отворите друга.</translation>
    </message>
    <message>
        <location line="-124" />
        <source>Computer (%1)</source>
        <translation>Компютър (%1)</translation>
    </message>
    <message>
        <location line="-65" />
        <source>This server does not open tables for others: it serves the table of the person who runs it. Look for a server that opens tables for everyone.</source>
        <translation>Този сървър не открива маси за други: обслужва само масата на човека, който го е пуснал. Потърсете сървър, който открива маси за всички.</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/online/reach_texts.py" line="+17" />
        <source>Friends on this network can join now. Asking your router to open port %1 for friends elsewhere…</source>
        <translation>Приятелите от тази мрежа вече могат да се присъединят. Искане към рутера да отвори порт %1 за приятели от други места…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Friends anywhere can join (port %1 opened on your router).</source>
        <translation>Приятели от всяко място могат да се присъединят (порт %1 е отворен на вашия рутер).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Only friends on this network can join: your router refused to open port %1. Host on a server instead, or forward port %1 on your router.</source>
        <translation>Само приятели от тази мрежа могат да се присъединят: вашият рутер отказа да отвори порт %1. Открийте масата на сървър или пренасочете порт %1 на рутера си.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Only friends on this network can join: your router's public address is shared with other customers of your provider, so nobody outside can reach it. Host on a server instead.</source>
        <translation>Само приятели от тази мрежа могат да се присъединят: публичният адрес на вашия рутер се споделя с други клиенти на доставчика ви и никой отвън не може да го достигне. Открийте масата на сървър.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Only friends on this network can join: your router did not answer (it may not allow it). Host on a server instead, or forward port %1 on your router.</source>
        <translation>Само приятели от тази мрежа могат да се присъединят: вашият рутер не отговори (може да не го позволява). Открийте масата на сървър или пренасочете порт %1 на рутера си.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>For friends on this network:</source>
        <translation>За приятели от тази мрежа:</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1, changed</source>
        <translation>%1, с промени</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 · players: %2 · free seats: %3</source>
        <translation>%1 · играчи: %2 · свободни места: %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A table · %1</source>
        <translation>Маса · %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Host: %1 · %2</source>
        <translation>Масата на %1 · %2</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../sergeantmajor/app/i18n.py" line="+16" />
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drive</source>
        <translation>Устройство</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-6" />
        <source>&amp;Look in:</source>
        <translation>&amp;Търсене в:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Files of &amp;type:</source>
        <translation>Файлове от т&amp;ип:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>File &amp;name:</source>
        <translation>Име на &amp;файла:</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="+1" />
        <source>Show Details...</source>
        <translation>Показване на подробностите…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hide Details...</source>
        <translation>Скриване на подробностите…</translation>
    </message>
</context>
<context>
    <name>ReplaceGuard</name>
    <message>
        <location filename="../sergeantmajor/ui/replace_guard.py" line="+67" />
        <source>Open match</source>
        <translation>Отваряне на игра</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your match is not finished. Opening another match ends it, and your statistics count it as abandoned. Open the other match?</source>
        <translation>Играта ви не е завършена. Ако отворите друга игра, текущата ще приключи и статистиката ви ще я отчете като изоставена. Да се отвори ли другата игра?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your match is not finished. A new game ends it, and your statistics count it as abandoned. Start a new game?</source>
        <translation>Играта ви не е завършена. Ако започнете нова игра, текущата ще приключи и статистиката ви ще я отчете като изоставена. Да започне ли нова игра?</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../sergeantmajor/ui/review/texts.py" line="+103" />
        <source>The moves made while you were away</source>
        <translation>Ходовете, направени, докато ви нямаше</translation>
    </message>
    <message>
        <location line="-46" />
        <source>You played %1</source>
        <translation>Изиграхте %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 played %2</source>
        <translation>%1 изигра %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You discarded %1</source>
        <translation>Изхвърлихте %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 discarded %2</source>
        <translation>%1 изхвърли %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You gave %1</source>
        <translation>Дадохте %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 gave %2</source>
        <translation>%1 даде %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You gave back %1</source>
        <translation>Върнахте %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 gave back %2</source>
        <translation>%1 върна %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You assigned the targets: %1</source>
        <translation>Разпределихте целите: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 assigned the targets: %2</source>
        <translation>%1 разпредели целите: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 put a card aside</source>
        <translation>%1 изхвърли карта</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 gave back a card</source>
        <translation>%1 върна карта</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 gave a card</source>
        <translation>%1 даде карта</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1  —  %2</source>
        <comment>position, then the move; a dash between</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Hand %1 of %2 · move %3 of %4</source>
        <translation>Рунд %1 от %2 · ход %3 от %4</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The cards are dealt</source>
        <translation>Картите са раздадени</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Blunder</source>
        <translation>Груба грешка</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mistake</source>
        <translation>Грешка</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Forced: the only legal move</source>
        <translation>Принуден ход: единственият позволен</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A good move</source>
        <translation>Добър ход</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 was better (%3 expected tricks lost)</source>
        <translation>%1: по-добър ход беше %2 (загуба: %3 очаквани взятки)</translation>
    </message>
    <message>
        <location line="+8" />
        <source> ← played</source>
        <translation> ← изиграна</translation>
    </message>
    <message>
        <location line="+2" />
        <source> ← best</source>
        <translation> ← най-добра</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 tricks, %3 points%4</source>
        <translation>%1: %2 взятки, %3 точки%4</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Hand %1: expected tricks lost: %2; mistakes: %3, blunders: %4</source>
        <translation>Рунд %1: загубени очаквани взятки: %2; грешки: %3, груби грешки: %4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Press “Analyse this hand” to see what each decision was worth.</source>
        <translation>Натиснете „Анализ на този рунд“, за да видите колко е струвало всяко решение.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Analysing… %1 of %2 decisions</source>
        <translation>Анализ… %1 от %2 решения</translation>
    </message>
</context>
<context>
    <name>ReviewLauncher</name>
    <message>
        <location filename="../sergeantmajor/ui/review/launcher.py" line="+270" />
        <source>Review</source>
        <translation>Преглед</translation>
    </message>
    <message>
        <location line="-166" />
        <location line="+126" />
        <source>Play this deal again</source>
        <translation>Ново изиграване на раздаването</translation>
    </message>
    <message>
        <location line="-107" />
        <source>There is no match to review yet.</source>
        <translation>Още няма игра за преглед.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Review a match file</source>
        <translation>Преглед на файл с игра</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Match records (*.json);;All files (*)</source>
        <translation>Записи на игри (*.json);;Всички файлове (*)</translation>
    </message>
    <message>
        <location line="+24" />
        <location line="+17" />
        <source>This file cannot be reviewed:
%1</source>
        <translation>Този файл не може да бъде прегледан:
%1</translation>
    </message>
    <message>
        <location line="+47" />
        <source>The match on the table is not finished; playing this deal again ends it there. Play the deal again?</source>
        <translation>Играта на масата не е завършена; ако изиграете това раздаване отново, тя свършва дотук. Да се изиграе ли раздаването отново?</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Hand %1 dealt again: the same cards and scores</source>
        <translation>Рунд %1 е раздаден отново: същите карти и точки</translation>
    </message>
    <message>
        <location line="-160" />
        <source>Review</source>
        <comment>button</comment>
        <translation>Преглед</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../sergeantmajor/ui/review/window.py" line="+203" />
        <source>Review</source>
        <translation>Преглед</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start of the match (Home)</source>
        <translation>Начало на играта (Home)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Previous hand (PgUp)</source>
        <translation>Предишен рунд (PgUp)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Previous trick (Ctrl+Left)</source>
        <translation>Предишна взятка (Ctrl+Наляво)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Previous move (Left)</source>
        <translation>Предишен ход (Наляво)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next move (Right)</source>
        <translation>Следващ ход (Надясно)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next trick (Ctrl+Right)</source>
        <translation>Следваща взятка (Ctrl+Надясно)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next hand (PgDn)</source>
        <translation>Следващ рунд (PgDn)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End of the match (End)</source>
        <translation>Край на играта (End)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Every move of the match</source>
        <translation>Всички ходове на играта</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seen by:</source>
        <translation>Гледна точка:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Show all hands</source>
        <translation>Показване на всички ръце</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Analyse this hand</source>
        <translation>Анализ на този рунд</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play this deal again</source>
        <translation>Ново изиграване на раздаването</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export this deal…</source>
        <translation>Експортиране на раздаването…</translation>
    </message>
    <message>
        <location line="+140" />
        <source>Analysis cancelled</source>
        <translation>Анализът е прекратен</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The analysis failed: %1</source>
        <translation>Анализът не успя: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+24" />
        <source>Export this deal</source>
        <translation>Експортиране на раздаването</translation>
    </message>
    <message>
        <location line="-21" />
        <source>Match records (*.json)</source>
        <translation>Записи на игри (*.json)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>deal-%1.json</source>
        <translation>раздаване-%1.json</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Deal written to %1</source>
        <translation>Раздаването е записано в %1</translation>
    </message>
    <message>
        <location line="-4" />
        <source>The deal could not be written.
The reason: %1</source>
        <translation>Раздаването не можа да бъде записано.
Причина: %1</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../sergeantmajor/app/rules_help.py" line="+48" />
        <source>Targets 9-5-2</source>
        <translation>Цели 9-5-2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The dealer must take 9 tricks, the player on the dealer's left 5 and the player on the right 2.</source>
        <translation>Дилърът трябва да вземе 9 взятки, играчът отляво на дилъра 5, а играчът отдясно 2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Kitty first</source>
        <translation>Първо котето</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The dealer picks up the kitty before naming trump, so trump is chosen knowing all the cards, then discards any four.</source>
        <translation>Дилърът взема котето, преди да обяви коз, така че избира коза, като знае всички карти, и после изхвърля които и да е четири.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Blind trump</source>
        <translation>Коз на сляпо</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The dealer names trump without seeing the kitty, then picks it up and discards any four cards.</source>
        <translation>Дилърът обявява коз, без да е видял котето, после го взема и изхвърля които и да е четири карти.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No kitty (strict 51)</source>
        <translation>Без коте (строго 51)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The two of clubs is taken out, everyone gets 17 cards, there is no kitty and the targets become 9-5-3.</source>
        <translation>Двойката спатия се изважда, всеки получава по 17 карти, коте няма, а целите стават 9-5-3.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Classic exchange</source>
        <translation>Класическа размяна</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All the cards of an exchange move at once: the up player gives the cards of their choice and gets back the down player's highest cards.</source>
        <translation>Всички карти от една размяна се разменят наведнъж: играчът нагоре дава карти по свой избор и получава най-силните карти на играча надолу.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No exchange</source>
        <translation>Без размяна</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cards are never exchanged between rounds: every round stands alone.</source>
        <translation>Между рундовете никога не се разменят карти: всеки рунд е отделен.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Exchange after trump</source>
        <translation>Размяна след обявяване на коз</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The new dealer names trump first; the cards are exchanged afterwards.</source>
        <translation>Новият дилър първо обявява коз; картите се разменят след това.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Match by rotation</source>
        <translation>Игра с ротация</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Once every player has dealt, the match ends with the first round whose dealer is up (or, leniently, makes the target); that dealer wins.</source>
        <translation>След като всеки играч е раздавал, играта свършва с първия рунд, в който дилърът е нагоре (или, в по-меката версия, изпълни целта си); този дилър печели.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Fixed number of rounds</source>
        <translation>Определен брой рундове</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The match lasts a set number of rounds, so that everyone deals equally often; the highest total wins.</source>
        <translation>Играта продължава определен брой рундове, така че всеки раздава еднакъв брой пъти; печели най-високият общ резултат.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Playing for chips</source>
        <translation>Игра на чипове</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After every round each player who is up receives, from every player who is down, one chip per trick up; after the agreed number of rounds the most chips win.</source>
        <translation>След всеки рунд всеки играч нагоре получава от всеки играч надолу по един чип за всяка взятка нагоре; след уговорения брой рундове печели този с най-много чипове.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Another point limit</source>
        <translation>Друг лимит на точките</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The match is played to a number of points other than the rulebook's 10.</source>
        <translation>Играта се играе до брой точки, различен от 10-те точки в правилника.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Twelve tricks win</source>
        <translation>Дванайсет взятки печелят</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A player who takes 12 tricks or more in one round wins the match on the spot.</source>
        <translation>Играч, който вземе 12 или повече взятки в един рунд, печели играта веднага.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No trump allowed</source>
        <translation>Разрешено „без коз“</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Instead of a suit the dealer may name no trump; then the highest card of the suit led wins every trick.</source>
        <translation>Вместо боя дилърът може да обяви „без коз“; тогава всяка взятка се печели от най-силната карта от необходимата боя.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Double dealer's choice</source>
        <translation>Двоен избор на дилъра</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After looking at the cards, the dealer decides which player gets which target, the dealer included.</source>
        <translation>След като погледне картите, дилърът решава кой играч каква цел получава, включително самият дилър.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cut for the first deal</source>
        <translation>Цепене за първото раздаване</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Everyone cuts the deck and the highest card deals the first round, instead of a random choice.</source>
        <translation>Всеки цепи тестето и този с най-високата карта раздава първия рунд, вместо да се избира случайно.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Four players</source>
        <translation>Четирима играчи</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Four people play with 12 cards each and a kitty of four. The targets are 5-3-2-2, which add up to the 12 tricks of a round; with the other choices, 6-4-3-3 or 7-4-3-2, every round ends 4 tricks down in total.</source>
        <translation>Играят четирима души с по 12 карти и коте от четири карти. Целите са 5-3-2-2 и заедно правят 12-те взятки на един рунд; с другите възможности, 6-4-3-3 или 7-4-3-2, всеки рунд завършва общо с 4 взятки надолу.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>The targets of a round are %1 tricks. The dealer looks at the cards and then gives each player one of these targets, the dealer included.</source>
        <translation>Целите в един рунд са %1 взятки. Дилърът поглежда картите и после дава на всеки играч по една от тези цели, включително на себе си.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The targets of a round are %1 tricks; they add up to the %2 tricks of the round. The dealer looks at the cards and then gives each player one of these targets, the dealer included.</source>
        <translation>Целите в един рунд са %1 взятки; заедно правят %2-те взятки на рунда. Дилърът поглежда картите и после дава на всеки играч по една от тези цели, включително на себе си.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Every player has a target, the number of tricks to take: %1 for the dealer, %2 for the player on the dealer's left and %3 for the player on the dealer's right. Together they make the %4 tricks of a round.</source>
        <translation>Всеки играч има цел – броя взятки, които трябва да вземе: %1 за дилъра, %2 за играча отляво на дилъра и %3 за играча отдясно на дилъра. Заедно те са %4-те взятки на един рунд.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Every player has a target, the number of tricks to take: %1 for the dealer, then clockwise %2, %3 and %4 for the others.</source>
        <translation>Всеки играч има цел – броя взятки, които трябва да вземе: %1 за дилъра, а по посока на часовниковата стрелка %2, %3 и %4 за останалите.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Every player has a target, the number of tricks to take: %1 for the dealer, then clockwise %2, %3 and %4 for the others. Together they make the %5 tricks of a round.</source>
        <translation>Всеки играч има цел – броя взятки, които трябва да вземе: %1 за дилъра, а по посока на часовниковата стрелка %2, %3 и %4 за останалите. Заедно те са %5-те взятки на един рунд.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>These targets add up to %1, but a round has only %2 tricks, so every round ends %3 tricks down in total: the players' points of a round add up to -%3.</source>
        <translation>Тези цели правят общо %1, но един рунд има само %2 взятки, така че всеки рунд завършва общо с %3 взятки надолу: точките на играчите в един рунд дават общо -%3.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>For the first round everyone cuts the deck and the highest card deals. After every round the deal passes to the left.</source>
        <translation>За първия рунд всеки цепи тестето и раздава този с най-високата карта. След всеки рунд раздаването преминава към играча отляво.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The first dealer is chosen at random. After every round the deal passes to the left.</source>
        <translation>Първият дилър се избира случайно. След всеки рунд раздаването преминава към играча отляво.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>One 52-card deck is used. In every suit the cards rank from high to low A, K, Q, J, 10, 9 … 2. The suits have no order, except that the trump suit beats all the others.</source>
        <translation>Играе се с едно тесте от 52 карти. Във всяка боя картите са подредени от най-силната към най-слабата: A, K, Q, J, 10, 9 … 2. Боите нямат старшинство, освен че козовата боя бие всички останали.</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>The dealer deals %n cards to every player, four at a time, clockwise from the left. The last four cards are the kitty; they stay face down in the middle of the table.</source>
        <translation>
            <numerusform>Дилърът раздава по %n карта на всеки играч, по четири наведнъж, по посока на часовниковата стрелка, като започва отляво. Последните четири карти са котето; те остават с лицето надолу в средата на масата.</numerusform>
            <numerusform>Дилърът раздава по %n карти на всеки играч, по четири наведнъж, по посока на часовниковата стрелка, като започва отляво. Последните четири карти са котето; те остават с лицето надолу в средата на масата.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>The two of clubs is taken out of the deck and the dealer deals %n cards to every player. There is no kitty.</source>
        <translation>
            <numerusform>Двойката спатия се изважда от тестето и дилърът раздава по %n карта на всеки играч. Коте няма.</numerusform>
            <numerusform>Двойката спатия се изважда от тестето и дилърът раздава по %n карти на всеки играч. Коте няма.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9" />
        <source>There is no exchange of cards in this match: every round stands alone.</source>
        <translation>В тази игра няма размяна на карти: всеки рунд е отделен.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>There is no exchange before the first round. From the second round on, every player who was up in the previous round exchanges one card for every point up with a player who was down.</source>
        <translation>Преди първия рунд няма размяна. От втория рунд нататък всеки играч, който е бил нагоре в предишния рунд, разменя по една карта за всяка точка нагоре с играч, който е бил надолу.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The cards move one at a time. The up player gives any card they like. If the down player holds a higher card of the same suit, they must give back their highest card of that suit; otherwise the card given comes straight back. The return is automatic, and the up player sees it before choosing the next card.</source>
        <translation>Картите се разменят една по една. Играчът нагоре дава която карта пожелае. Ако играчът надолу има по-силна карта от същата боя, той трябва да върне най-силната си карта от тази боя; иначе дадената карта се връща обратно. Връщането е автоматично и играчът нагоре го вижда, преди да избере следващата карта.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The up player chooses the cards to give (the game suggests the lowest ones) and at the same time gets back as many of the down player's highest cards. When cards of equal rank tie, the down player chooses which of them to give.</source>
        <translation>Играчът нагоре избира кои карти да даде (играта предлага най-слабите) и едновременно получава същия брой от най-силните карти на играча надолу. Когато карти с еднаква сила са наравно, играчът надолу избира кои от тях да даде.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>With two players up and one down, the up player with the higher target in the new round exchanges first. With one player up and two down, the up player exchanges first with the down player whose new target is higher, as many cards as that player was down.</source>
        <translation>При двама играчи нагоре и един надолу пръв разменя играчът нагоре с по-високата цел в новия рунд. При един играч нагоре и двама надолу играчът нагоре разменя първо с играча надолу, чиято нова цел е по-висока, толкова карти, колкото точки надолу е бил той.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Up players are paired with down players in the order of their targets in the new round, highest first; each up player exchanges as many cards as they were up.</source>
        <translation>Играчите нагоре се съчетават с играчите надолу по реда на целите им в новия рунд, като се започва от най-високата; всеки играч нагоре разменя толкова карти, колкото точки нагоре е бил.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The exchange takes place right after the deal, before the dealer names trump.</source>
        <translation>Размяната става веднага след раздаването, преди дилърът да обяви коз.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The exchange takes place after the new dealer has named trump.</source>
        <translation>Размяната става, след като новият дилър е обявил коз.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You see the cards you receive; the other players do not.</source>
        <translation>Вие виждате картите, които получавате; другите играчи – не.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The dealer chooses one of the four suits as trump and announces it to the table.</source>
        <translation>Дилърът избира една от четирите бои за коз и я обявява на масата.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The dealer may also announce no trump: then the highest card of the suit led wins every trick.</source>
        <translation>Дилърът може да обяви и „без коз“: тогава всяка взятка се печели от най-силната карта от необходимата боя.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>After naming trump, and without looking at the kitty, the dealer discards four cards face down and then picks up the four cards of the kitty. The discards take no part in the round; only the dealer has seen them.</source>
        <translation>След като обяви коз, и без да гледа котето, дилърът изхвърля четири карти с лицето надолу и после взема четирите карти от котето. Изхвърлените карти не участват в рунда; само дилърът ги е видял.</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Before naming trump the dealer picks up the kitty, and after naming it discards any four of the %n cards face down. Only the dealer sees the discards.</source>
        <translation>
            <numerusform>Преди да обяви коз, дилърът взема котето, а след като го обяви, изхвърля с лицето надолу които и да е четири от своята %n карта. Само дилърът вижда изхвърлените карти.</numerusform>
            <numerusform>Преди да обяви коз, дилърът взема котето, а след като го обяви, изхвърля с лицето надолу които и да е четири от своите %n карти. Само дилърът вижда изхвърлените карти.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>The dealer names trump before seeing the kitty, then picks it up and discards any four of the %n cards face down. Only the dealer sees the discards.</source>
        <translation>
            <numerusform>Дилърът обявява коз, преди да види котето, после го взема и изхвърля с лицето надолу които и да е четири от своята %n карта. Само дилърът вижда изхвърлените карти.</numerusform>
            <numerusform>Дилърът обявява коз, преди да види котето, после го взема и изхвърля с лицето надолу които и да е четири от своите %n карти. Само дилърът вижда изхвърлените карти.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>There is no kitty: the dealer chooses trump from the cards dealt.</source>
        <translation>Коте няма: дилърът избира коз според раздадените карти.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The player on the dealer's left leads the first trick with any card. The others follow clockwise, and each must play a card of the suit led if they have one; a player who has none may play any card.</source>
        <translation>Играчът отляво на дилъра започва първата взятка с която и да е карта. Останалите играят след него по посока на часовниковата стрелка и всеки трябва да играе карта от необходимата боя, ако има такава; играч, който няма, може да играе всяка карта.</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The highest trump in the trick wins it; if no trump was played, the highest card of the suit led wins. Whoever wins a trick leads the next one, until all %n tricks have been played.</source>
        <translation>
            <numerusform>Най-високият коз във взятката я печели; ако не е изигран коз, печели най-силната карта от необходимата боя. Който спечели взятка, започва следващата, докато не се изиграе %n взятка.</numerusform>
            <numerusform>Най-високият коз във взятката я печели; ако не е изигран коз, печели най-силната карта от необходимата боя. Който спечели взятка, започва следващата, докато не се изиграят всички %n взятки.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9" />
        <source>At the end of the round everyone compares the tricks they took with their target. A player with more tricks is up and scores one point for each trick over the target; a player with fewer is down and loses one point for each trick missing; exactly the target scores nothing. With these targets the downs of a round always come to %1 more than the ups.</source>
        <translation>В края на рунда всеки сравнява взетите взятки с целта си. Играч с повече взятки е нагоре и получава по една точка за всяка взятка над целта; играч с по-малко е надолу и губи по една точка за всяка липсваща взятка; който изпълни точно целта си, не получава точки. С тези цели точките надолу в един рунд винаги са с %1 повече от точките нагоре.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>At the end of the round everyone compares the tricks they took with their target. A player with more tricks is up and scores one point for each trick over the target; a player with fewer is down and loses one point for each trick missing; exactly the target scores nothing. The ups and downs of a round always balance.</source>
        <translation>В края на рунда всеки сравнява взетите взятки с целта си. Играч с повече взятки е нагоре и получава по една точка за всяка взятка над целта; играч с по-малко е надолу и губи по една точка за всяка липсваща взятка; който изпълни точно целта си, не получава точки. Точките нагоре и надолу в един рунд винаги се уравновесяват.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>For example, a player with a target of 5 who takes 7 tricks is up by 2 and scores 2 points; taking 4 tricks, the same player is down by 1 and loses 1 point.</source>
        <translation>Например играч с цел 5, който вземе 7 взятки, е 2 нагоре и получава 2 точки; ако вземе 4 взятки, същият играч е 1 надолу и губи 1 точка.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A tie is broken by the points of the last round, and if still equal, by who won a trick most recently.</source>
        <translation>Равенството се решава от точките в последния рунд, а ако и те са равни – от това кой последен е спечелил взятка.</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The match ends after the round in which a player's total reaches %n points or more. The highest total wins.</source>
        <translation>
            <numerusform>Играта свършва след рунда, в който общият резултат на някой играч достигне %n точка или повече. Печели най-високият общ резултат.</numerusform>
            <numerusform>Играта свършва след рунда, в който общият резултат на някой играч достигне %n точки или повече. Печели най-високият общ резултат.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>Once the deal has gone around the table, the match ends with the first round in which the dealer is up. That dealer wins.</source>
        <translation>След като раздаването обиколи масата, играта свършва с първия рунд, в който дилърът е нагоре. Този дилър печели.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Once the deal has gone around the table, the match ends with the first round in which the dealer reaches the target or more. That dealer wins.</source>
        <translation>След като раздаването обиколи масата, играта свършва с първия рунд, в който дилърът изпълни или надмине целта си. Този дилър печели.</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>The match lasts %n rounds. The highest total wins.</source>
        <translation>
            <numerusform>Играта продължава %n рунд. Печели най-високият общ резултат.</numerusform>
            <numerusform>Играта продължава %n рунда. Печели най-високият общ резултат.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>After every round each player who is up receives one chip per trick up from every player who is down. After %n rounds the player with the most chips wins.</source>
        <translation>
            <numerusform>След всеки рунд всеки играч нагоре получава от всеки играч надолу по един чип за всяка взятка нагоре. След %n рунд печели играчът с най-много чипове.</numerusform>
            <numerusform>След всеки рунд всеки играч нагоре получава от всеки играч надолу по един чип за всяка взятка нагоре. След %n рунда печели играчът с най-много чипове.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>In any case the match ends after %n rounds at the latest; then the highest total wins, a tie broken by the points of the last round, then by who won a trick most recently.</source>
        <translation>
            <numerusform>Във всеки случай играта свършва най-късно след %n рунд; тогава печели най-високият общ резултат, а равенството се решава от точките в последния рунд, а ако и те са равни – от това кой последен е спечелил взятка.</numerusform>
            <numerusform>Във всеки случай играта свършва най-късно след %n рунда; тогава печели най-високият общ резултат, а равенството се решава от точките в последния рунд, а ако и те са равни – от това кой последен е спечелил взятка.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>A player who takes 12 tricks or more in a round wins the match at once.</source>
        <translation>Играч, който вземе 12 или повече взятки в един рунд, веднага печели играта.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Drag a card from your hand onto the trick to play it, onto the discard area to discard it when you are the dealer, or onto the player you exchange with to give it. The places where the card may go are highlighted; a card dropped where the rules do not allow it goes back to your hand and the status bar says why.</source>
        <translation>Плъзнете карта от ръката си върху взятката, за да я изиграете, върху мястото за изхвърляне, за да я изхвърлите, когато сте дилър, или върху играча, с когото разменяте карти, за да му я дадете. Местата, където картата може да отиде, светват; карта, пусната там, където правилата не позволяват, се връща в ръката ви, а лентата на състоянието казва защо.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Without dragging: click a card and then the place where it should go, or double-click it. With the keyboard: the arrow keys choose a card and Enter plays it. The dealer names trump with the suit buttons on the table.</source>
        <translation>Без плъзгане: щракнете върху карта и после върху мястото, където трябва да отиде, или щракнете два пъти върху нея. С клавиатурата: стрелките избират карта, а Enter я изиграва. Дилърът обявява коза с бутоните за боите на масата.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>H shows a hint, L the last trick and Ctrl+T the score sheet. A click during an animation finishes it at once. The match is saved after every decision and can be resumed at the next start.</source>
        <translation>H показва подсказка, L – последната взятка, а Ctrl+T – таблицата с резултати. Щракване по време на анимация я завършва веднага. Играта се записва след всяко решение и може да продължи при следващото стартиране.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Game → Undo (Ctrl+Z) takes back your last decision and what the other players did after it, back to the start of the hand; Game → Redo (Ctrl+Shift+Z) makes the same moves again until you choose differently. The statistics note a match in which you used undo.</source>
        <translation>Игра → Отмяна (Ctrl+Z) връща последното ви решение и каквото направиха другите играчи след него, до началото на рунда; Игра → Повторение (Ctrl+Shift+Z) прави същите ходове отново, докато не изберете нещо друго. Статистиката отбелязва игрите, в които сте използвали отмяна.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>View → Cards seen (C) lists, suit by suit, the cards you have seen played and those still out. Game → Save match as… and Open match… keep a match in a file and go on with it later; Settings → Appearance chooses the card faces, backs and table colour.</source>
        <translation>Изглед → Видени карти (C) показва по бои картите, които сте видели изиграни, и тези, които още не са излезли. Игра → Запазване на играта като… и Отваряне на игра… пазят играта във файл, за да продължите по-късно; Настройки → Външен вид избира лицата и гърбовете на картите и цвета на масата.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>House rules in this match</source>
        <translation>Домашни правила в тази игра</translation>
    </message>
    <message>
        <location line="+4" />
        <source>None: this match follows the rulebook.</source>
        <translation>Няма: тази игра следва правилника.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Other house rules you can choose</source>
        <translation>Други домашни правила, които можете да изберете</translation>
    </message>
    <message>
        <location line="+1" />
        <source>House rules are chosen when you start a new game.</source>
        <translation>Домашните правила се избират, когато започвате нова игра.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The aim</source>
        <translation>Смисълът на играта</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Sergeant Major, also called 3-5-8 or 8-5-3, is a trick-taking game for %n players. In every round each player has a target, a number of tricks to take. Taking more puts you up, taking fewer puts you down; the ups and downs add up to your score.</source>
        <translation>
            <numerusform>Sergeant Major, наричана още 3-5-8 или 8-5-3, е игра на взятки за %n играч. Във всеки рунд всеки играч има цел – брой взятки, които трябва да вземе. Ако вземете повече, сте нагоре, ако вземете по-малко, сте надолу; точките нагоре и надолу образуват вашия резултат.</numerusform>
            <numerusform>Sergeant Major, наричана още 3-5-8 или 8-5-3, е игра на взятки за %n играчи. Във всеки рунд всеки играч има цел – брой взятки, които трябва да вземе. Ако вземете повече, сте нагоре, ако вземете по-малко, сте надолу; точките нагоре и надолу образуват вашия резултат.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Dealer and targets</source>
        <translation>Дилър и цели</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cards and the deal</source>
        <translation>Картите и раздаването</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The exchange</source>
        <translation>Размяната</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Trump and the kitty</source>
        <translation>Козът и котето</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Playing the tricks</source>
        <translation>Игра на взятките</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scoring</source>
        <translation>Точкуване</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End of the match</source>
        <translation>Край на играта</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Playing at this table</source>
        <translation>Как се играе на тази маса</translation>
    </message>
    <message>
        <location line="+2" />
        <source>How to play Sergeant Major</source>
        <translation>Как се играе Sergeant Major</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../sergeantmajor/app/score_model.py" line="+27" />
        <source>Hand</source>
        <translation>Рунд</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dealer</source>
        <translation>Дилър</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Trump</source>
        <translation>Коз</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1
tricks</source>
        <translation>%1
взятки</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1
points</source>
        <translation>%1
точки</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1
chips</source>
        <translation>%1
чипове</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Total</source>
        <translation>Общо</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../sergeantmajor/ui/score_sheet.py" line="+40" />
        <source>Score sheet</source>
        <translation>Таблица с резултати</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/statistics_dialog.py" line="+218" />
        <source>All matches</source>
        <translation>Всички игри</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Custom rules</source>
        <translation>Собствени правила</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, with friends</source>
        <translation>%1, с приятели</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, opponents: %2</source>
        <translation>%1, противници: %2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 points (%2)</source>
        <translation>%1 точки (%2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>won</source>
        <translation>спечелена</translation>
    </message>
    <message>
        <location line="+0" />
        <source>lost</source>
        <translation>загубена</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Matches played</source>
        <translation>Изиграни игри</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Won</source>
        <translation>Спечелени</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Abandoned</source>
        <translation>Изоставени</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Win rate</source>
        <translation>Процент победи</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Average final points</source>
        <translation>Средни крайни точки</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Best match</source>
        <translation>Най-добра игра</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Longest winning streak</source>
        <translation>Най-дълга победна серия</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Matches with undo</source>
        <translation>Игри с отмяна</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Matches</source>
        <translation>Игри</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Dealer</source>
        <translation>Дилър</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Left of dealer</source>
        <translation>Отляво на дилъра</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Across from dealer</source>
        <translation>Срещу дилъра</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Right of dealer</source>
        <translation>Отдясно на дилъра</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Hands</source>
        <translation>Рундове</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Up</source>
        <translation>Нагоре</translation>
    </message>
    <message>
        <location line="+0" />
        <source>On target</source>
        <translation>Точно в целта</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Down</source>
        <translation>Надолу</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tricks against target</source>
        <translation>Взятки спрямо целта</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Reset statistics</source>
        <translation>Нулиране на статистиката</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forget every match and hand counted so far?</source>
        <translation>Да се забравят ли всички преброени досега игри и рундове?</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Reset</source>
        <comment>the button that confirms resetting the statistics</comment>
        <translation>Нулиране</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Show:</source>
        <translation>&amp;Показване:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Reset…</source>
        <translation>&amp;Нулиране…</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../sergeantmajor/ui/table/texts.py" line="+212" />
        <source>Target %1 · tricks %2</source>
        <translation>Цел %1 · взятки %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Total %1</source>
        <translation>Общо %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>last: %1</source>
        <translation>посл.: %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>D</source>
        <comment>dealer mark</comment>
        <translation>Д</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Dealer</source>
        <translation>Дилър</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Trump</source>
        <translation>Коз</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Discard here</source>
        <translation>Изхвърлете тук</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Card table</source>
        <translation>Маса за карти</translation>
    </message>
    <message>
        <location line="-118" />
        <source>You have no %1: play any card</source>
        <translation>Нямате %1: играйте която и да е карта</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Your turn: follow %1</source>
        <translation>Ваш ред: играйте %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Your lead: play any card</source>
        <translation>Вие започвате: играйте която и да е карта</translation>
    </message>
    <message>
        <location line="+4" />
        <source>You are the dealer: name trump</source>
        <translation>Вие сте дилърът: обявете коз</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Discard %n card(s) to the discard area</source>
        <translation>
            <numerusform>Изхвърлете %n карта в мястото за изхвърляне</numerusform>
            <numerusform>Изхвърлете %n карти в мястото за изхвърляне</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Choose %n card(s) to give to %1, then press Give</source>
        <translation>
            <numerusform>Изберете %n карта за %1 и натиснете „Дайте“</numerusform>
            <numerusform>Изберете %n карти за %1 и натиснете „Дайте“</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>You are up: give a card to %1</source>
        <translation>Вие сте нагоре: дайте карта на %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Choose the card to give back</source>
        <translation>Изберете картата, която връщате</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Give each player a target</source>
        <translation>Дайте цел на всеки играч</translation>
    </message>
    <message>
        <location line="-124" />
        <source>Hand %1: %2 deals</source>
        <translation>Рунд %1: раздава %2</translation>
    </message>
    <message>
        <location line="-1" />
        <source>Hand %1: you deal</source>
        <translation>Рунд %1: раздавате вие</translation>
    </message>
    <message>
        <location line="+6" />
        <source>You assigned the targets</source>
        <translation>Разпределихте целите</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 assigned the targets</source>
        <translation>%1 разпредели целите</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 is up and takes %n card(s) from you</source>
        <translation>
            <numerusform>%1 е нагоре и разменя с вас %n карта</numerusform>
            <numerusform>%1 е нагоре и разменя с вас %n карти</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>You are up: exchange %n card(s) with %1</source>
        <translation>
            <numerusform>Вие сте нагоре: разменете %n карта с %1</numerusform>
            <numerusform>Вие сте нагоре: разменете %n карти с %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 exchanges %n card(s) with %2</source>
        <translation>
            <numerusform>%1 разменя %n карта с %2</numerusform>
            <numerusform>%1 разменя %n карти с %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 and %2 exchanged %n card(s)</source>
        <translation>
            <numerusform>%1 и %2 размениха %n карта</numerusform>
            <numerusform>%1 и %2 размениха %n карти</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <location line="+3" />
        <source>You exchanged %n card(s) with %1</source>
        <translation>
            <numerusform>Разменихте %n карта с %1</numerusform>
            <numerusform>Разменихте %n карти с %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 gave %2 to %3, got %4</source>
        <translation>%1 даде %2 на %3 и получи %4</translation>
    </message>
    <message>
        <location line="+5" />
        <source>You gave %1, got %2</source>
        <translation>Дадохте %1, получихте %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 gave you %2, got %3</source>
        <translation>%1 ви даде %2 и получи %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>You named no trump</source>
        <translation>Обявихте „без коз“</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 named no trump</source>
        <translation>%1 обяви „без коз“</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You named trump: %1</source>
        <translation>Обявихте коз: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 named trump: %2</source>
        <translation>%1 обяви коз: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>You take the kitty</source>
        <translation>Вземате котето</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 takes the kitty</source>
        <translation>%1 взема котето</translation>
    </message>
    <message>
        <location line="+5" />
        <source>You take the trick</source>
        <translation>Вземате взятката</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 takes the trick</source>
        <translation>%1 взема взятката</translation>
    </message>
    <message>
        <location line="+64" />
        <source>Hint: name no trump</source>
        <translation>Подсказка: обявете „без коз“</translation>
    </message>
    <message>
        <location line="+16" />
        <source>last: exact</source>
        <comment>seat badge: the last hand made its target exactly; short</comment>
        <translation>посл.: точно</translation>
    </message>
    <message>
        <location line="+58" />
        <source>End of hand %1</source>
        <translation>Край на рунд %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 (target %3), %4 — total %5</source>
        <translation>%1: %2 (цел %3), %4 – общо %5</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Click or press Enter to continue</source>
        <translation>Щракнете или натиснете Enter, за да продължите</translation>
    </message>
    <message>
        <location line="+6" />
        <source>You win the match!</source>
        <translation>Вие спечелихте играта!</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 wins the match</source>
        <translation>%1 печели играта</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>“Leave the table” takes you back to your own match</source>
        <translation>„Напускане на масата“ ви връща към вашата игра</translation>
    </message>
    <message>
        <location line="+3" />
        <source>“Rematch” in the panel plays again with the same seats</source>
        <translation>„Реванш“ в панела започва нова игра със същите места</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Game ▸ New game to play again</source>
        <translation>Игра ▸ Нова игра, за да играете отново</translation>
    </message>
    <message>
        <location line="-122" />
        <source>Give</source>
        <translation>Дайте</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Give the selected cards</source>
        <translation>Дайте избраните карти</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Select exactly %n card(s) to give</source>
        <translation>
            <numerusform>Изберете точно %n карта за даване</numerusform>
            <numerusform>Изберете точно %n карти за даване</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Hint: name %1 trump</source>
        <translation>Подсказка: обявете %1 за коз</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Hint: keep the targets as they are</source>
        <translation>Подсказка: оставете целите както са</translation>
    </message>
    <message>
        <location line="+110" />
        <source>You took it</source>
        <translation>Вие я взехте</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No trick has been taken yet in this hand.</source>
        <translation>В този рунд още не е взета взятка.</translation>
    </message>
    <message>
        <location line="-14" />
        <source>Last trick</source>
        <translation>Последна взятка</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 took it</source>
        <translation>%1 я взе</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Click to close</source>
        <translation>Щракнете, за да затворите</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <location filename="../sergeantmajor/ui/statistics_dialog.py" line="-227" />
        <source>Finish a match to see the chart.</source>
        <translation>Завършете игра, за да видите графиката.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Win rate</source>
        <translation>Процент победи</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points per match</source>
        <translation>Точки на игра</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../sergeantmajor/tutorial/lessons.py" line="+36" />
        <source>Each player plays one card to a trick, in turn clockwise. You lead the first trick: play the A♥.</source>
        <translation>Всеки играч играе по една карта във взятката, поред по посока на часовниковата стрелка. Вие започвате първата взятка: изиграйте A♥.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The highest card of the suit led won: the trick is yours, so you lead again. Lead the 4♣.</source>
        <translation>Спечели най-високата карта от необходимата боя: взятката е ваша, затова започвате отново. Изиграйте 4♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Ana won with the K♣ and led diamonds. You hold diamonds, so you must play one: play the 6♦.</source>
        <translation>Ана спечели с K♣ и започна с каро. Имате каро, затова трябва да играете каро: изиграйте 6♦.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Ana leads clubs and you have none, so you may play any card. Spades are trump: play the 3♠ and win the trick.</source>
        <translation>Ана започва със спатия, а вие нямате спатия, затова можете да играете всяка карта. Пиките са коз: изиграйте 3♠ и спечелете взятката.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Lead the 2♥ and watch what a player without hearts may do.</source>
        <translation>Започнете с 2♥ и вижте какво може да направи играч, който няма купа.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Ana trumped your heart and won. Now Boris has trumped her club with the 9♠: the highest trump wins, so play the J♠.</source>
        <translation>Ана изигра коз върху вашата купа и спечели. Сега Борис изигра коз 9♠ върху нейната спатия: печели най-високият коз, затова изиграйте J♠.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>That is the whole of trick play: follow the suit led if you can; if you cannot, any card will do, and a trump wins. The highest trump wins, else the highest card of the suit led.</source>
        <translation>Това е цялата игра на взятки: играйте от необходимата боя, ако можете; ако не можете, става всяка карта, а козът печели. Печели най-високият коз, а ако няма коз – най-високата карта от необходимата боя.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Tricks, following suit and trump</source>
        <translation>Взятки, необходимата боя и коз</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play to a trick, follow the suit led, and win with trump.</source>
        <translation>Играйте във взятка, играйте от необходимата боя и печелете с коз.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Ana deals, so she must take 8 tricks; Boris on her left needs 5 and you, on her right, need 3. You have your 3 tricks: lead the A♣.</source>
        <translation>Ана раздава, затова трябва да вземе 8 взятки; Борис отляво на нея има нужда от 5, а вие, отдясно, от 3. Вече имате своите 3 взятки: започнете с A♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>You won the trick, so you lead the next one. Every trick over your target puts you up a point: lead the K♣.</source>
        <translation>Спечелихте взятката, затова започвате следващата. Всяка взятка над целта ви носи една точка нагоре: започнете с K♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Lead your last card, the Q♣. Ana and Boris are short of their targets: they will be down.</source>
        <translation>Изиграйте последната си карта, Q♣. На Ана и Борис не им стигат взятки до целта: те ще бъдат надолу.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>You took 6 tricks for a target of 3: you are up 3. The deal passed to the left, to Boris: you sit on his left, so your target is 5 and you lead the first trick. Lead the A♠.</source>
        <translation>Взехте 6 взятки при цел 3: нагоре сте с 3. Раздаването премина наляво, към Борис: вие сте отляво на него, затова целта ви е 5 и започвате първата взятка. Започнете с A♠.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The deal passes to the left after every hand, and the targets go with it: 8 for the dealer, 5 on the dealer's left, who leads first, and 3 on the dealer's right.</source>
        <translation>След всеки рунд раздаването преминава наляво, а с него и целите: 8 за дилъра, 5 за играча отляво на дилъра, който започва пръв, и 3 за играча отдясно на дилъра.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Targets, dealer and lead</source>
        <translation>Цели, дилър и начало</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targets 8, 5 and 3, who deals, who leads, and being up or down.</source>
        <translation>Целите 8, 5 и 3, кой раздава, кой започва и какво е да сте нагоре или надолу.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>You deal, so your target is 8 and you choose trump. Name spades, your longest and strongest suit.</source>
        <translation>Вие раздавате, затова целта ви е 8 и вие избирате коз. Обявете пика – най-дългата и най-силна ваша боя.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Now put four cards face down without seeing the kitty: drag the highlighted cards to the discard pile. Then you pick up the kitty.</source>
        <translation>Сега изхвърлете четири карти с лицето надолу, без да виждате котето: плъзнете осветените карти до мястото за изхвърляне. После вземате котето.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>You deal, so your target is 8: you have picked up the kitty and now choose trump. Name spades, your longest and strongest suit.</source>
        <translation>Вие раздавате, затова целта ви е 8: вече взехте котето и сега избирате коз. Обявете пика – най-дългата и най-силна ваша боя.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Now put four cards face down to keep 16: drag the highlighted cards to the discard pile.</source>
        <translation>Сега изхвърлете четири карти с лицето надолу, за да ви останат 16: плъзнете осветените карти до мястото за изхвърляне.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Take the kitty, name trump and put four cards face down.</source>
        <translation>Вземете котето, обявете коз и изхвърлете четири карти с лицето надолу.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>You deal, so your target is 8 and you choose trump before seeing the kitty. Name spades, your longest and strongest suit.</source>
        <translation>Вие раздавате, затова целта ви е 8 и избирате коз, преди да видите котето. Обявете пика – най-дългата и най-силна ваша боя.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You picked up the kitty: now put four cards face down to keep 16. Drag the highlighted cards to the discard pile.</source>
        <translation>Взехте котето: сега изхвърлете четири карти с лицето надолу, за да ви останат 16. Плъзнете осветените карти до мястото за изхвърляне.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Name trump before seeing the kitty, then take it and put four cards face down.</source>
        <translation>Обявете коз, без да сте видели котето, после го вземете и изхвърлете четири карти с лицето надолу.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Ana leads diamonds and you discarded yours, so you have none: win the trick with your lowest trump, the 2♠.</source>
        <translation>Ана започва с каро, а вие изхвърлихте своето каро и нямате: спечелете взятката с най-ниския си коз, 2♠.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>As dealer you need 8 tricks: name your longest, strongest suit as trump, and put down cards that leave you without a suit, so you can trump it.</source>
        <translation>Като дилър ви трябват 8 взятки: обявете за коз най-дългата и най-силна своя боя и изхвърлете карти, така че да останете без някоя боя и да я печелите с коз.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Being the dealer</source>
        <translation>Да бъдете дилър</translation>
    </message>
    <message>
        <location line="-63" />
        <source>Name trump, put four cards face down and take the kitty.</source>
        <translation>Обявете коз, изхвърлете четири карти с лицето надолу и вземете котето.</translation>
    </message>
    <message>
        <location line="+81" />
        <source>Last hand you were up 2 and Ana was down 2, so you give her two cards, one at a time. Drag the 5♥ onto Ana.</source>
        <translation>В предишния рунд бяхте нагоре с 2, а Ана – надолу с 2, затова ѝ давате две карти, една по една. Плъзнете 5♥ върху Ана.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Ana had to give back her strongest heart, the A♥. Now drag the 3♣ onto her.</source>
        <translation>Ана трябваше да ви върне най-силната си купа, A♥. Сега плъзнете 3♣ върху нея.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Your 3♣ came back: Ana had no stronger club. Boris named clubs as trump; lead the A♥ you received.</source>
        <translation>Вашата 3♣ се върна: Ана нямаше по-силна спатия. Борис обяви спатия за коз; започнете с полученото A♥.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Give low cards of a suit: the player who was down must send back their strongest card of it, and when they have no stronger one, your card comes back to you.</source>
        <translation>Давайте ниски карти от дадена боя: играчът, който е бил надолу, трябва да върне най-силната си карта от нея, а ако няма по-силна, вашата карта се връща при вас.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>This time you were down 1: Ana gave you the 4♠ and your strongest spade, the K♠, went back to her. The player who was down has no choice. Lead the A♥.</source>
        <translation>Този път бяхте надолу с 1: Ана ви даде 4♠, а най-силната ви пика, K♠, отиде при нея. Играчът, който е бил надолу, няма избор. Започнете с A♥.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>After a hand, each player who was up gives one card per point to a player who was down and gets back that player's strongest card of the same suit when it is stronger.</source>
        <translation>След всеки рунд всеки играч, който е бил нагоре, дава по една карта за всяка точка на играч, който е бил надолу, и получава обратно най-силната му карта от същата боя, ако тя е по-силна.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The exchange</source>
        <translation>Размяната</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Give a card for each point up, get the strongest back, and give back when down.</source>
        <translation>Давайте карта за всяка точка нагоре, получавайте най-силната обратно и връщайте, когато сте надолу.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>You have 8 points and the match ends when a player reaches 10. You have your 5 tricks; each trick more is a point: lead the A♣.</source>
        <translation>Имате 8 точки, а играта свършва, когато играч стигне 10. Вече имате своите 5 взятки; всяка следваща взятка е точка: започнете с A♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The K♣ is still out and would beat your Q♣: lead the 7♣ and keep the Q♣.</source>
        <translation>K♣ още не е излязъл и би победил вашата Q♣: започнете със 7♣ и запазете Q♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Boris won with the K♣ and leads the 10♣: your Q♣ is now the highest club. Win the last trick.</source>
        <translation>Борис спечели с K♣ и започва с 10♣: вашата Q♣ вече е най-високата спатия. Спечелете последната взятка.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>You took 7 tricks for a target of 5: up 2, and your total reached 10, so you win the match. Had two players reached 10 together, more points in the last hand would decide, then the latest trick won.</source>
        <translation>Взехте 7 взятки при цел 5: нагоре с 2, и общият ви резултат стигна 10, затова печелите играта. Ако двама играчи бяха стигнали 10 едновременно, щяха да решат повечето точки в последния рунд, а после – кой последно е взел взятка.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Scoring and the end of the match</source>
        <translation>Точкуване и край на играта</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points for each hand, the running total, and who wins the match.</source>
        <translation>Точките за всеки рунд, общият резултат и кой печели играта.</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/panel.py" line="+91" />
        <source>Lesson %1 of %2: %3</source>
        <translation>Урок %1 от %2: %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Next</source>
        <translation>Напред</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Next lesson</source>
        <translation>Следващ урок</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Finish</source>
        <translation>Край</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Restart lesson</source>
        <translation>Урокът отначало</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leave tutorial</source>
        <translation>Изход от обучението</translation>
    </message>
</context>
<context>
    <name>TutorialRule</name>
    <message>
        <location filename="../sergeantmajor/tutorial/sentences.py" line="+14" />
        <source>The second and third players of a trick must play a card of the suit led; only a player who has none of it may play any card.</source>
        <translation>Вторият и третият играч във взятката трябва да изиграят карта от необходимата боя; само играч, който няма такава, може да играе всяка карта.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>When no trump is played, the highest card of the suit led wins the trick.</source>
        <translation>Когато не е изигран коз, взятката се печели от най-високата карта от необходимата боя.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>When a trump is played, the highest trump wins the trick.</source>
        <translation>Когато е изигран коз, взятката се печели от най-високия коз.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The winner of a trick leads the next one with any card.</source>
        <translation>Победителят във взятката започва следващата с която и да е карта.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The player with the target of 5, on the dealer's left, leads the first trick with any card.</source>
        <translation>Играчът с цел 5, отляво на дилъра, започва първата взятка с която и да е карта.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The dealer must take 8 tricks, the player on the dealer's left 5 and the player on the dealer's right 3.</source>
        <translation>Дилърът трябва да вземе 8 взятки, играчът отляво на дилъра 5, а играчът отдясно на дилъра 3.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Each trick over your target puts you up one point; each trick short puts you down one.</source>
        <translation>Всяка взятка над целта ви прави нагоре с една точка; всяка липсваща взятка ви прави надолу с една.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The player with the target of 8 chooses the trump suit and announces it.</source>
        <translation>Играчът с цел 8 избира козовата боя и я обявява.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>After naming trump, the dealer puts four cards face down without seeing the kitty, then picks up the kitty.</source>
        <translation>След като обяви коз, дилърът изхвърля четири карти с лицето надолу, без да е видял котето, и после взема котето.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The dealer picks up the kitty, names trump and then puts any four cards face down.</source>
        <translation>Дилърът взема котето, обявява коз и после изхвърля които и да е четири карти с лицето надолу.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The dealer names trump before seeing the kitty, then picks it up and puts any four cards face down.</source>
        <translation>Дилърът обявява коз, преди да види котето, после го взема и изхвърля които и да е четири карти с лицето надолу.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A player who was up gives a player who was down one card for each point, one card at a time.</source>
        <translation>Играч, който е бил нагоре, дава на играч, който е бил надолу, по една карта за всяка точка, една по една.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>For each card received, the player who was down gives back their strongest card of that suit if it is stronger; if not, the card given goes back.</source>
        <translation>За всяка получена карта играчът, който е бил надолу, връща най-силната си карта от същата боя, ако тя е по-силна; ако не, връща се дадената карта.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The match ends when a player reaches 10 points or more; the highest total wins.</source>
        <translation>Играта свършва, когато играч стигне 10 или повече точки; печели най-високият общ резултат.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Now the cards are played to the trick, one card each, clockwise.</source>
        <translation>Сега картите се играят във взятката, по една от всеки играч, по посока на часовниковата стрелка.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A player can only play the cards of their own hand.</source>
        <translation>Играч може да играе само картите от собствената си ръка.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Play goes clockwise: wait for your turn.</source>
        <translation>Играе се по посока на часовниковата стрелка: изчакайте своя ред.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This part of the lesson is over: go on to the next one.</source>
        <translation>Тази част от урока свърши: продължете със следващата.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The rules allow that card, but this lesson is prepared for another one: play the highlighted card.</source>
        <translation>Правилата позволяват да изиграете тази карта, но урокът е подготвен за друга: изиграйте осветената карта.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules allow that discard, but this lesson is prepared for others: put down the highlighted cards.</source>
        <translation>Правилата позволяват да изхвърлите тази карта, но урокът е подготвен за други: изхвърлете осветените карти.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules allow that suit, but this lesson is prepared for another one: name the highlighted suit.</source>
        <translation>Правилата позволяват да обявите тази боя, но урокът е подготвен за друга: обявете осветената боя за коз.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules allow that card, but this lesson is prepared for another one: give the highlighted card.</source>
        <translation>Правилата позволяват да дадете тази карта, но урокът е подготвен за друга: дайте осветената карта.</translation>
    </message>
</context>
<context>
    <name>TutorialRunner</name>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/offer.py" line="+32" />
        <source>New to Sergeant Major? Five short lessons teach the game at the table.</source>
        <translation>Нови сте в Sergeant Major? Пет кратки урока ще ви научат на играта на масата.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Start the tutorial</source>
        <translation>Започване на обучението</translation>
    </message>
    <message>
        <location line="+3" />
        <location filename="../sergeantmajor/ui/tutorial/runner.py" line="+104" />
        <source>Not now</source>
        <translation>Не сега</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/runner.py" line="-5" />
        <source>You have finished every lesson. Play a first match against Easy opponents?</source>
        <translation>Завършихте всички уроци. Ще изиграете ли първа игра срещу противници на ниво Лесен?</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Play a match</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/offer.py" line="-8" />
        <location filename="../sergeantmajor/ui/tutorial/runner.py" line="+9" />
        <source>Tutorial</source>
        <translation>Обучение</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../sergeantmajor/app/words.py" line="-67" />
        <source>spades</source>
        <extracomment>The file reader's codes (:data:`sergeantmajor.engine.files.CODES`) a record error carries.</extracomment>
        <translation>пика</translation>
    </message>
    <message>
        <location line="+1" />
        <source>hearts</source>
        <translation>купа</translation>
    </message>
    <message>
        <location line="+1" />
        <source>diamonds</source>
        <translation>каро</translation>
    </message>
    <message>
        <location line="+1" />
        <source>clubs</source>
        <translation>спатия</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no trump</source>
        <translation>без коз</translation>
    </message>
    <message>
        <location line="+10" />
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>four</source>
        <translation>четворка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>five</source>
        <translation>петица</translation>
    </message>
    <message>
        <location line="+1" />
        <source>six</source>
        <translation>шестица</translation>
    </message>
    <message>
        <location line="+1" />
        <source>seven</source>
        <translation>седмица</translation>
    </message>
    <message>
        <location line="+1" />
        <source>eight</source>
        <translation>осмица</translation>
    </message>
    <message>
        <location line="+1" />
        <source>nine</source>
        <translation>деветка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ten</source>
        <translation>десетка</translation>
    </message>
    <message>
        <location line="+1" />
        <source>jack</source>
        <translation>вале</translation>
    </message>
    <message>
        <location line="+1" />
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location line="+1" />
        <source>king</source>
        <translation>поп</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ace</source>
        <translation>асо</translation>
    </message>
    <message>
        <location line="+12" />
        <source>NT</source>
        <comment>no trump, on a button beside ♠♥♦♣</comment>
        <translation>БК</translation>
    </message>
    <message numerus="yes">
        <location line="+41" />
        <source>up %n</source>
        <comment>tricks over target</comment>
        <translation>
            <numerusform>нагоре %n</numerusform>
            <numerusform>нагоре %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>down %n</source>
        <comment>tricks under target</comment>
        <translation>
            <numerusform>надолу %n</numerusform>
            <numerusform>надолу %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>on target</source>
        <translation>точно в целта</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1%</source>
        <comment>a percentage: the number and the sign, spaced as the language does</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+9" />
        <source>tie broken by more points in the last hand</source>
        <translation>равенството е решено с повече точки в последния рунд</translation>
    </message>
    <message>
        <location line="+3" />
        <source>tie broken by the most recent trick</source>
        <translation>равенството е решено с последната взета взятка</translation>
    </message>
    <message>
        <location line="+6" />
        <source>highest total after the last hand</source>
        <translation>най-висок общ резултат след последния рунд</translation>
    </message>
    <message>
        <location line="+1" />
        <source>most chips after the last hand</source>
        <translation>най-много чипове след последния рунд</translation>
    </message>
    <message>
        <location line="+4" />
        <source>best standing when the match reached its hand limit</source>
        <translation>най-добро класиране, когато играта стигна границата си от рундове</translation>
    </message>
    <message>
        <location line="+10" />
        <source>You must follow %1.</source>
        <translation>Трябва да играете от необходимата боя: %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You do not hold that card.</source>
        <translation>Нямате тази карта.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>That is not possible now.</source>
        <translation>Това не е възможно сега.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No trump is not allowed under these rules.</source>
        <translation>Тези правила не позволяват „без коз“.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You must give back your highest cards.</source>
        <translation>Трябва да върнете най-силните си карти.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Give each player one of the targets.</source>
        <translation>Дайте на всеки играч една от целите.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wait for your turn.</source>
        <translation>Изчакайте своя ред.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>That card cannot go there.</source>
        <translation>Тази карта не може да отиде там.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That move is not allowed.</source>
        <translation>Този ход не е позволен.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kitty</source>
        <translation>Коте</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exchange</source>
        <translation>Размяна</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exchange timing</source>
        <translation>Момент на размяната</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End of the match</source>
        <translation>Край на играта</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points to win</source>
        <translation>Точки за победа</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Number of hands</source>
        <translation>Брой рундове</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Twelve tricks win</source>
        <translation>Дванайсет взятки печелят</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No trump allowed</source>
        <translation>Разрешено „без коз“</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Double dealer's choice</source>
        <translation>Двоен избор на дилъра</translation>
    </message>
    <message>
        <location line="+1" />
        <source>First dealer</source>
        <translation>Първи дилър</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hand limit</source>
        <translation>Граница на рундовете</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Three players, or four with 12 cards each.</source>
        <translation>Трима играчи или четирима с по 12 карти.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tricks each player must take: dealer first.</source>
        <translation>Взятки, които всеки играч трябва да вземе, като се започне от дилъра.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What the dealer does with the four spare cards.</source>
        <translation>Какво прави дилърът с четирите резервни карти.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Players who were up take cards from players who were down.</source>
        <translation>Играчите, които са били нагоре, получават карти от играчите, които са били надолу.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Exchange before or after the dealer names trump.</source>
        <translation>Размяна преди или след обявяването на коз от дилъра.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>When the match is over and who wins.</source>
        <translation>Кога свършва играта и кой печели.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The running total that ends the match.</source>
        <translation>Общият резултат, който слага край на играта.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strict: the dealer must be up; lenient: on target is enough.</source>
        <translation>Строго: дилърът трябва да е нагоре; по-меко: стига да изпълни целта.</translation>
    </message>
    <message>
        <location line="-71" />
        <source>point limit of %1 reached</source>
        <translation>достигнат лимит от %1 точки</translation>
    </message>
    <message>
        <location line="+7" />
        <source>up as dealer after a full turn around the table</source>
        <translation>нагоре като дилър след пълна обиколка</translation>
    </message>
    <message>
        <location line="+5" />
        <source>twelve tricks in one hand</source>
        <translation>дванайсет взятки в един рунд</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Dealer's win (rotation)</source>
        <translation>Победа на дилъра (обиколка)</translation>
    </message>
    <message>
        <location line="+23" />
        <source>How many hands the match lasts when it has a fixed number of hands or chips.</source>
        <translation>Брой рундове на играта (при фиксиран брой рундове или с чипове).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Taking 12 tricks in one hand wins the match at once.</source>
        <translation>12 взятки в един рунд печелят играта веднага.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The dealer may name no trump.</source>
        <translation>Дилърът може да обяви „без коз“.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The dealer decides which player gets which target.</source>
        <translation>Дилърът решава кой играч каква цел получава.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>How the first dealer is chosen.</source>
        <translation>Как се избира първият дилър.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Any match ends after this many hands at the latest; the highest total wins.</source>
        <translation>Всяка игра свършва най-късно след толкова рунда; печели най-високият общ резултат.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>discard four, then take the kitty</source>
        <translation>изхвърляне на четири, после вземане на котето</translation>
    </message>
    <message>
        <location line="+1" />
        <source>take the kitty, then discard four</source>
        <translation>вземане на котето, после изхвърляне на четири</translation>
    </message>
    <message>
        <location line="+1" />
        <source>name trump blind, take, discard</source>
        <translation>коз на сляпо, вземане, изхвърляне</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none</source>
        <translation>няма</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rulebook: one card at a time</source>
        <translation>по правилника: карта по карта</translation>
    </message>
    <message>
        <location line="+1" />
        <source>classic: lowest for highest</source>
        <translation>класическа: най-слабите срещу най-силните</translation>
    </message>
    <message>
        <location line="+1" />
        <source>before trump</source>
        <translation>преди обявяване на коз</translation>
    </message>
    <message>
        <location line="+1" />
        <source>after trump</source>
        <translation>след обявяване на коз</translation>
    </message>
    <message>
        <location line="+1" />
        <source>first to the point limit</source>
        <translation>първият до лимита от точки</translation>
    </message>
    <message>
        <location line="+1" />
        <source>once around, dealer up</source>
        <translation>една обиколка, дилър нагоре</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fixed number of hands</source>
        <translation>определен брой рундове</translation>
    </message>
    <message>
        <location line="+1" />
        <source>chips</source>
        <translation>чипове</translation>
    </message>
    <message>
        <location line="+1" />
        <source>strict</source>
        <translation>строго</translation>
    </message>
    <message>
        <location line="+1" />
        <source>lenient</source>
        <translation>по-меко</translation>
    </message>
    <message>
        <location line="+1" />
        <source>at random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <location line="+1" />
        <source>by cutting the deck</source>
        <translation>чрез цепене на тестето</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rulebook</source>
        <translation>По правилника</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Traditional</source>
        <translation>Традиционен</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casual</source>
        <translation>Свободен</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The Spanish and Bulgarian rulebook: first to 10 points.</source>
        <translation>Испанският и българският правилник: печели първият до 10 точки.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Classic exchange; ends when a dealer is up after a full turn around the table.</source>
        <translation>Класическа размяна; край, когато дилър е нагоре след пълна обиколка на масата.</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Dana</source>
        <translation>Дана</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Elena</source>
        <translation>Елена</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hugo</source>
        <translation>Хуго</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Dana</source>
        <comment>seat 0's computer player in a demo</comment>
        <translation>Дана</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 or %2</source>
        <comment>a list of choices</comment>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>With four players the targets must be %1.</source>
        <translation>При 4 играчи целите трябва да са %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Without a kitty the targets must be %1.</source>
        <translation>Без коте целите трябва да са %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>With three players and a kitty the targets must be %1.</source>
        <translation>При 3 играчи и коте целите трябва да са %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Four players always play with a kitty: choose what the dealer does with it.</source>
        <translation>При 4 играчи винаги има коте: изберете какво прави дилърът с него.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A match of %1 hands needs a hand limit of at least %1.</source>
        <translation>Игра от %1 рунда изисква лимит от поне %1 рунда.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 must be at least 1.</source>
        <translation>„%1“ трябва да е поне 1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 cannot be “%2”: choose %3.</source>
        <translation>„%1“ не може да е „%2“: изберете %3.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has a value of the wrong kind.</source>
        <translation>„%1“ има стойност от грешен вид.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Unknown house rule: %1.</source>
        <translation>Непознато правило: %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Unknown preset: %1.</source>
        <translation>Непознат вариант: %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules are not a list of settings.</source>
        <translation>Правилата не са списък от настройки.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A rule setting is written NAME=VALUE.</source>
        <translation>Настройка на правилата се пише ИМЕ=СТОЙНОСТ.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The number of seats does not match the number of players.</source>
        <translation>Броят на местата не съответства на броя на играчите.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>These house rules contradict each other.</source>
        <translation>Тези правила си противоречат.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Its rules cannot be used: %1</source>
        <translation>Правилата му не могат да се използват: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>It holds a move that the rules of the match do not allow.</source>
        <translation>Съдържа ход, който правилата на играта не позволяват.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The file is not a match record.</source>
        <translation>Файлът не е запис на игра.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The record was written by a newer version of the game.</source>
        <translation>Записът е от по-нова версия на играта.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules in the record cannot be used.</source>
        <translation>Правилата в записа не могат да се използват.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A player's name in it is longer than %1 characters.</source>
        <translation>Името на един от играчите е по-дълго от %1 знака.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The saved match has no seat for you: computer players only.</source>
        <translation>Запазената игра няма място за вас: играят само компютърни играчи.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The record is damaged or incomplete.</source>
        <translation>Записът е повреден или непълен.</translation>
    </message>
    <message>
        <location line="-182" />
        <source>Classic exchange; nine hands, highest total wins.</source>
        <translation>Класическа размяна; девет рунда, печели най-високият общ резултат.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Random</source>
        <translation>Случаен</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Basic</source>
        <translation>Основен</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Easy</source>
        <translation>Лесен</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Normal</source>
        <translation>Нормален</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Expert</source>
        <translation>Експерт</translation>
    </message>
    <message>
        <location line="+37" />
        <source>You</source>
        <translation>Вие</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+9" />
        <source>Ana</source>
        <extracomment>The computer players' names, in English (the catalogue's sources), for a seat whose own default name is someone else's at the table.</extracomment>
        <translation>Ана</translation>
    </message>
    <message>
        <location line="-8" />
        <location line="+8" />
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+8" />
        <source>Carla</source>
        <translation>Карла</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/card_item.py" line="+90" />
        <source>face-down card</source>
        <translation>карта с лицето надолу</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/app/words.py" line="+75" />
        <source>%1 must be at most %2.</source>
        <translation>„%1“ трябва да е най-много %2.</translation>
    </message>
</context>
</TS>
