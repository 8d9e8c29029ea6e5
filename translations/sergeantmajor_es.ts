<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../sergeantmajor/ui/about.py" line="+19" />
        <source>The three-player trick-taking card game.</source>
        <translation>El juego de cartas de bazas para tres jugadores.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Licence: the GNU General Public License, version 3 or any later version. You may share and change the game under its terms; it comes with no warranty.</source>
        <translation>Licencia: la Licencia Pública General de GNU (GNU General Public License), versión 3 o cualquier versión posterior. Puedes compartir y modificar el juego según sus condiciones; se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rules: the Spanish rulebook of the game as it is played today, its Bulgarian edition, and an English overview of the game and its house rules.</source>
        <translation>Reglas: el reglamento español del juego tal como se juega hoy, su edición búlgara y una descripción en inglés del juego y de sus reglas de la casa.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Card art: the game's own faces and backs were drawn for it and share its licence. The KDE card decks offered in Appearance are the ones installed on this computer, by the KDE Games artists, each under its own licence.</source>
        <translation>Cartas: las caras y los dorsos propios del juego se dibujaron para él y comparten su licencia. Las barajas de KDE que se ofrecen en Apariencia son las instaladas en este ordenador, obra de los artistas de KDE Games, cada una con su propia licencia.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Translations: Spanish and Bulgarian by the Sergeant Major developers, in the words of the Spanish and Bulgarian rulebooks.</source>
        <translation>Traducciones: español y búlgaro, de los desarrolladores de Sergeant Major, con las palabras de los reglamentos español y búlgaro.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Credits: written by the Sergeant Major developers with Python and Qt for Python (PySide6). The text is set in the DejaVu Sans font, under the DejaVu fonts licence.</source>
        <translation>Créditos: escrito por los desarrolladores de Sergeant Major con Python y Qt para Python (PySide6). El texto usa la fuente DejaVu Sans, con la licencia de las fuentes DejaVu.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>About Sergeant Major</source>
        <translation>Acerca de Sergeant Major</translation>
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
        <translation>Apariencia</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Card &amp;faces</source>
        <translation>&amp;Caras de las cartas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Card &amp;back</source>
        <translation>&amp;Dorso de las cartas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>These cards print the rank in a different place for each suit: some ranks in your hand will be hidden.</source>
        <translation>Estas cartas muestran el valor en un sitio distinto según el palo: algunos valores de tu mano quedarán ocultos.</translation>
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
        <translation>Algo ha fallado en el juego.
La partida se guarda automáticamente después de cada jugada. Los detalles están en el registro de la terminal.</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <location filename="../sergeantmajor/app/words.py" line="+38" />
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+1" />
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+56" />
        <source>%1 of %2</source>
        <comment>card name: rank, suit</comment>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>CardsSeenPanel</name>
    <message>
        <location filename="../sergeantmajor/ui/cards_seen_panel.py" line="+73" />
        <source>No hand is being played.</source>
        <translation>No se está jugando ninguna ronda.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Trump not named yet</source>
        <translation>Aún no se ha anunciado el triunfo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No trump in this hand</source>
        <translation>Sin triunfo en esta ronda</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Trump: %1, %2 still out</source>
        <translation>Triunfo: %1, quedan %2 por salir</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 (trump)</source>
        <translation>%1 (triunfo)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 (went to %2)</source>
        <translation>%1 (pasó a %2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Played: %1</source>
        <translation>Jugadas: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Still out (%1): %2</source>
        <translation>Por salir (%1): %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Put aside: %1</source>
        <translation>Descartadas: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cards seen</source>
        <translation>Cartas vistas</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../sergeantmajor/ui/decks.py" line="+46" />
        <source>Sergeant Major classic</source>
        <translation>Sergeant Major clásica</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sergeant Major four colours</source>
        <translation>Sergeant Major de cuatro colores</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sergeant Major large indices</source>
        <translation>Sergeant Major de índices grandes</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Blue lattice</source>
        <translation>Enrejado azul</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Red lattice</source>
        <translation>Enrejado rojo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Green lattice</source>
        <translation>Enrejado verde</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Green felt</source>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blue felt</source>
        <translation>Tapete azul</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Red felt</source>
        <translation>Tapete rojo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Grey felt</source>
        <translation>Tapete gris</translation>
    </message>
</context>
<context>
    <name>FileTexts</name>
    <message>
        <location filename="../sergeantmajor/app/file_texts.py" line="+21" />
        <source>The file does not exist.</source>
        <translation>El archivo no existe.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It is a folder, not a file.</source>
        <translation>Es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It is not an ordinary file (it is a pipe or a device).</source>
        <translation>No es un archivo normal (es una tubería o un dispositivo).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file is far too large to be a file of this game.</source>
        <translation>El archivo es demasiado grande para ser un archivo de este juego.</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+36" />
        <source>The file's name is too long for this system.</source>
        <translation>El nombre del archivo es demasiado largo para este sistema.</translation>
    </message>
    <message>
        <location line="-33" />
        <source>The file is damaged: it is not in the game's format.</source>
        <translation>El archivo está dañado: no tiene el formato del juego.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file is damaged: its contents are nested far too deeply.</source>
        <translation>El archivo está dañado: su contenido está anidado a demasiada profundidad.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file is damaged: it holds a number that is out of range.</source>
        <translation>El archivo está dañado: contiene un número fuera de rango.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file is damaged: a value in it is missing or wrong.</source>
        <translation>El archivo está dañado: falta un valor o es incorrecto.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The folder does not exist.</source>
        <translation>La carpeta no existe.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You do not have permission to write there.</source>
        <translation>No tienes permiso para escribir ahí.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The disk is read-only.</source>
        <translation>El disco es de solo lectura.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The disk is full.</source>
        <translation>El disco está lleno.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>There is a file where the folder should be.</source>
        <translation>Hay un archivo donde debería estar la carpeta.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>There is a folder with that name.</source>
        <translation>Ya hay una carpeta con ese nombre.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The system refused to write the file.</source>
        <translation>El sistema no permitió escribir el archivo.</translation>
    </message>
</context>
<context>
    <name>FileWarnings</name>
    <message>
        <location filename="../sergeantmajor/ui/file_warnings.py" line="+41" />
        <source>The saved match could not be resumed and was kept aside under a new name.
The reason: %1</source>
        <translation>No se pudo reanudar la partida guardada; se ha apartado con otro nombre.
El motivo: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The saved match could not be resumed and could not be moved aside either: it stays where it was.
The reason: %1</source>
        <translation>No se pudo reanudar la partida guardada ni apartarla: sigue donde estaba.
El motivo: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Saved match</source>
        <translation>Partida guardada</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The settings file could not be read and was kept aside under a new name.
The game starts with the default settings.</source>
        <translation>No se pudo leer el archivo de ajustes; se ha apartado con otro nombre.
El juego empieza con los ajustes predeterminados.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Your statistics could not be read and were kept aside under a new name; counting starts afresh.
The reason: %1</source>
        <translation>No se pudieron leer tus estadísticas; se han apartado con otro nombre y el recuento empieza de nuevo.
El motivo: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Your statistics could not be read, nor moved aside; counting starts afresh.
The reason: %1</source>
        <translation>No se pudieron leer ni apartar tus estadísticas; el recuento empieza de nuevo.
El motivo: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Saving the match</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The match could not be saved.
The reason: %1
You can go on playing; the game keeps trying to save after every move.</source>
        <translation>No se pudo guardar la partida.
El motivo: %1
Puedes seguir jugando; el juego vuelve a intentar guardarla después de cada jugada.</translation>
    </message>
</context>
<context>
    <name>FriendsPanel</name>
    <message>
        <location filename="../sergeantmajor/ui/online/friends_panel.py" line="+260" />
        <source>Copied</source>
        <extracomment>The longest chat line a player may type (the server cuts longer ones too). The chat lines and notes kept (the list and the view's document alike).</extracomment>
        <translation>Copiada</translation>
    </message>
    <message>
        <location line="+16" />
        <source>This computer's addresses on the network: %1</source>
        <translation>Direcciones de este ordenador en la red: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Table with friends</source>
        <translation>Mesa con amigos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Invite (send it to your friends)</source>
        <translation>Invitación (envíasela a tus amigos)</translation>
    </message>
    <message>
        <location line="-34" />
        <location line="+35" />
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location line="-14" />
        <source>Table code: %1</source>
        <translation>Código de la mesa: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Start the match</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mute</source>
        <translation>Silenciar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Say something to the table</source>
        <translation>Di algo a la mesa</translation>
    </message>
    <message>
        <location line="-8" />
        <source>Players when the table was last reached</source>
        <translation>Jugadores la última vez que se contactó con la mesa</translation>
    </message>
</context>
<context>
    <name>FriendsPlay</name>
    <message>
        <location filename="../sergeantmajor/ui/online/texts.py" line="+275" />
        <source>Table with friends</source>
        <translation>Mesa con amigos</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/online/notices.py" line="+50" />
        <source>The game keeps trying to reach it. You can wait, or leave the table and go back to your own match.</source>
        <translation>El juego sigue intentando contactar con el servidor. Puedes esperar o dejar la mesa y volver a tu propia partida.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Wait</source>
        <translation>Esperar</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/online/texts.py" line="+24" />
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <location line="-18" />
        <source>You still have a seat at a table with friends. Go back to it?</source>
        <translation>Aún tienes un asiento en una mesa con amigos. ¿Vuelves a tu asiento?</translation>
    </message>
</context>
<context>
    <name>HostControls</name>
    <message>
        <location filename="../sergeantmajor/ui/online/host_controls.py" line="+92" />
        <source>%1 asks to be let in, at:</source>
        <translation>%1 pide entrar, en:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Let in</source>
        <translation>Dejar entrar</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Give %1's seat to a computer player</source>
        <translation>Dar el asiento de %1 a un jugador del ordenador</translation>
    </message>
    <message>
        <location line="+5" />
        <source>For good: they can come back only if you let them in.</source>
        <translation>Para siempre: solo podrá volver con tu permiso.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1's seat (a computer player plays it now)</source>
        <translation>Asiento de %1 (ahora lo juega un jugador del ordenador)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1's seat (a computer player)</source>
        <translation>Asiento de %1 (jugador del ordenador)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Everyone still at the table plays another match with the same seats and rules.</source>
        <translation>Todos los que siguen en la mesa juegan otra partida con los mismos asientos y reglas.</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/online/host_dialog.py" line="+129" />
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your table</source>
        <translation>Tu mesa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The name your friends see</source>
        <translation>El nombre que ven tus amigos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Computer players</source>
        <translation>Jugadores del ordenador</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Who can join</source>
        <translation>Quién puede unirse</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Friends on your network</source>
        <translation>Amigos de tu red</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Only this computer</source>
        <translation>Solo este ordenador</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Your friends join with the invite you get once the table is made. When you start, computer players of this level take the empty seats; if a friend's connection is lost, one plays for them until they come back.</source>
        <translation>Tus amigos se unen con la invitación que recibirás al crear la mesa. Al empezar, los jugadores del ordenador de este nivel ocupan los asientos libres y, si alguien pierde la conexión, un jugador del ordenador juega en su lugar hasta que vuelva.</translation>
    </message>
    <message>
        <location line="-89" />
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <location line="+1" />
        <source>On this computer</source>
        <translation>En este ordenador</translation>
    </message>
    <message>
        <location line="+1" />
        <source>On a table server</source>
        <translation>En un servidor de mesas</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Server address</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <location line="+90" />
        <source>A table on a server stays open when you close the game: its next start offers to take you back to your seat.</source>
        <translation>Una mesa en un servidor sigue abierta aunque cierres el juego: al abrirlo de nuevo, te ofrece volver a tu asiento.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/help_dialog.py" line="+51" />
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/online/join_dialog.py" line="+156" />
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Paste the invite a friend sent you, or type the address of their table and its code.</source>
        <translation>Pega la invitación que te han enviado o escribe la dirección de la mesa y su código.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Invite</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Table code</source>
        <translation>Código de la mesa</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+3" />
        <source>or</source>
        <translation>o</translation>
    </message>
    <message>
        <location line="+3" />
        <source>TABLE#CODE</source>
        <translation>MESA#CÓDIGO</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The name your friends see</source>
        <translation>El nombre que ven tus amigos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <location line="+62" />
        <source>Type the name your friends will see.</source>
        <translation>Escribe el nombre que verán tus amigos.</translation>
    </message>
    <message>
        <location line="-151" />
        <source>Tables on this network</source>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Tables on this network cannot be looked for here: paste an invite.</source>
        <translation>Aquí no se pueden buscar mesas en la red: pega una invitación.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Looking for tables on this network… none found yet.</source>
        <translation>Buscando mesas en esta red… todavía no hay ninguna.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Click a table to join it. Its code comes with the invite: paste it below, or ask the host for it.</source>
        <translation>Haz clic en una mesa para unirte. Su código viene en la invitación: pégala abajo, o pídeselo a quien abrió la mesa.</translation>
    </message>
</context>
<context>
    <name>LanguageManager</name>
    <message>
        <location filename="../sergeantmajor/app/i18n.py" line="+73" />
        <source>The language “%1” is not available; the game stays in English.</source>
        <extracomment>(code, the language's name in that language). The names are never translated: a player who cannot read the current language must still find their own.</extracomment>
        <translation>El idioma «%1» no está disponible; el juego sigue en inglés.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The translations folder is missing (%1); the game stays in English.</source>
        <translation>Falta la carpeta de traducciones (%1); el juego sigue en inglés.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The %1 translation is missing (%2); the game stays in English.</source>
        <translation>Falta la traducción «%1» (%2); el juego sigue en inglés.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The %1 translation is damaged (%2); the game stays in English.</source>
        <translation>La traducción «%1» está dañada (%2); el juego sigue en inglés.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../sergeantmajor/ui/language_menu.py" line="+66" />
        <source>Language</source>
        <extracomment>The code now in force, after a successful switch. Why a switch failed (translated); the game is then in English.</extracomment>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+14" />
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Show the game in %1</source>
        <translation>Mostrar el juego en %1</translation>
    </message>
</context>
<context>
    <name>LessonChooser</name>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/chooser.py" line="+79" />
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Learn the game at the table in five short lessons. The cards are prepared; the computer players make set moves.</source>
        <translation>Aprende el juego en la mesa con cinco lecciones cortas. Las cartas están preparadas; los jugadores del ordenador hacen jugadas fijas.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <location line="+2" />
        <source>left part way</source>
        <translation>a medias</translation>
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
        <translation>%1 — %2</translation>
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
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;do</source>
        <translation>Rehac&amp;er</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Hoja de puntuación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open match…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Play with friends</source>
        <translation>&amp;Jugar con amigos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Host a table…</source>
        <translation>&amp;Abrir una mesa…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Leave the table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Recent matches</source>
        <translation>Partidas &amp;recientes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save match &amp;as…</source>
        <translation>&amp;Guardar partida como…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>S&amp;tatistics</source>
        <translation>Es&amp;tadísticas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;view</source>
        <translation>Re&amp;visar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Review a match &amp;file…</source>
        <translation>Revisar un arch&amp;ivo de partida…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Cards seen</source>
        <translation>&amp;Cartas vistas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Appearance…</source>
        <translation>Apa&amp;riencia…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Pause after each hand</source>
        <translation>&amp;Pausa tras cada ronda</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Tutorial…</source>
        <translation>&amp;Tutorial interactivo…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/own_match.py" line="+77" />
        <location line="+15" />
        <source>Match resumed</source>
        <translation>Partida reanudada</translation>
    </message>
    <message>
        <location line="+50" />
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>An unfinished match was saved. Resume it?</source>
        <translation>Hay una partida sin terminar guardada. ¿Quieres reanudarla?</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/main_window.py" line="+128" />
        <source>Thinking about a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A hint is available on your turn.</source>
        <translation>Hay pista disponible cuando es tu turno.</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <location filename="../sergeantmajor/ui/match_files.py" line="+114" />
        <source>No recent matches</source>
        <extracomment>The longest path kept in the recent list (longer ones are no file any system can open).</extracomment>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Save match as</source>
        <translation>Guardar partida como</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Match records (*.json)</source>
        <translation>Registros de partida (*.json)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>match.json</source>
        <translation>partida.json</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Match saved to %1</source>
        <translation>Partida guardada en %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Open match</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Match records (*.json);;All files (*)</source>
        <translation>Registros de partida (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>This match is already over.</source>
        <translation>Esta partida ya ha terminado.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Match opened from %1</source>
        <translation>Partida abierta desde %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>This file cannot be opened as a match:
%1</source>
        <translation>Este archivo no se puede abrir como partida:
%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Match file</source>
        <translation>Archivo de partida</translation>
    </message>
    <message>
        <location line="-52" />
        <source>The match could not be saved.
The reason: %1</source>
        <translation>No se pudo guardar la partida.
El motivo: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/new_game_dialog.py" line="+198" />
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Preset</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Custom rules</source>
        <translation>Reglas personalizadas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <location line="+10" />
        <source>on</source>
        <translation>activada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <location line="+2" />
        <source>First opponent (your left)</source>
        <translation>Primer rival (a tu izquierda)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Second opponent</source>
        <translation>Segundo rival</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Third opponent (four players)</source>
        <translation>Tercer rival (cuatro jugadores)</translation>
    </message>
    <message>
        <location line="+38" />
        <source>Your own house rules: they differ from every preset.</source>
        <translation>Tus propias reglas de la casa: no coinciden con ninguna modalidad.</translation>
    </message>
    <message>
        <location line="+58" />
        <source>These targets ask for 16 tricks of the 12 there are: every hand comes out 4 down in total, so the scores drift down and a points match ends late (5-3-2-2 adds up to 12).</source>
        <translation>Estos objetivos piden 16 bazas de las 12 que hay: cada ronda termina con 4 Abajo en total, así que los puntos bajan poco a poco y una partida a puntos acaba tarde (5-3-2-2 suma 12).</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <location filename="../sergeantmajor/ui/online/texts.py" line="-260" />
        <source>Paste an invite, or type an address and a table code.</source>
        <translation>Pega una invitación o escribe una dirección y un código de mesa.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This is not an invite: an invite starts with ws:// or wss://.</source>
        <translation>Esto no es una invitación: una invitación empieza por ws:// o wss://.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This invite names no table: it should end in /t/TABLE#CODE.</source>
        <translation>Esta invitación no indica ninguna mesa: debería terminar en /t/MESA#CÓDIGO.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table code is missing: it looks like TABLE#CODE.</source>
        <translation>Falta el código de la mesa: tiene la forma MESA#CÓDIGO.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server's address is not valid.</source>
        <translation>La dirección del servidor no es válida.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Every seat at this table is taken.</source>
        <translation>Todos los asientos de esta mesa están ocupados.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table code is wrong: ask your friend for the invite again.</source>
        <translation>El código de la mesa no es correcto: vuelve a pedir la invitación.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>There is no such table on this server (it may have finished).</source>
        <translation>Esa mesa no existe en este servidor (puede que su partida ya haya terminado).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server speaks another version of the game's protocol: you and the host need the same version of Sergeant Major.</source>
        <translation>El servidor usa otra versión del protocolo del juego: tú y quien abrió la mesa necesitáis la misma versión de Sergeant Major.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The address answers, but it is not a Sergeant Major table server.</source>
        <translation>La dirección responde, pero no es un servidor de mesas de Sergeant Major.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server cannot be reached: check the address, and that the host's table is still open.</source>
        <translation>No se puede contactar con el servidor: comprueba la dirección y que la mesa sigue abierta.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>That name cannot be used: choose one with letters or digits.</source>
        <translation>Ese nombre no se puede usar: elige uno con letras o números.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This match has already begun: only its players can come back to it.</source>
        <translation>Esta partida ya ha empezado: solo sus jugadores pueden volver a ella.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Your seat at this table could not be found any more.</source>
        <translation>Ya no se encuentra tu asiento en esta mesa.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You joined this table from another window: this one left it.</source>
        <translation>Te has unido a esta mesa desde otra ventana, así que esta ventana la ha dejado.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server closed the connection: too many messages at once, or too many wrong codes.</source>
        <translation>El servidor cerró la conexión: demasiados mensajes a la vez o demasiados códigos incorrectos.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Wait a moment before your next chat message.</source>
        <translation>Espera un momento antes de tu siguiente mensaje.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server sent something this version of the game cannot read.</source>
        <translation>El servidor envió algo que esta versión del juego no puede leer.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server has all the tables it can take: try again later.</source>
        <translation>El servidor ha llegado a su límite de mesas: vuelve a intentarlo más tarde.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>That chat line is too long.</source>
        <translation>Ese mensaje es demasiado largo.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That port is already in use on this computer: choose another one.</source>
        <translation>Ese puerto ya está en uso en este ordenador: elige otro.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table could not be opened on this computer.</source>
        <translation>No se pudo abrir la mesa en este ordenador.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The server refused: something went wrong at the table.</source>
        <translation>El servidor ha rechazado la petición: algo ha fallado en la mesa.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Connecting to the table…</source>
        <translation>Conectando con la mesa…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Connected to the table.</source>
        <translation>Conexión con la mesa establecida.</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The connection to the table was lost. Trying again in %n second(s)…</source>
        <translation>
            <numerusform>Se perdió la conexión con la mesa. Nuevo intento en %n segundo…</numerusform>
            <numerusform>Se perdió la conexión con la mesa. Nuevo intento en %n segundos…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>The table's server cannot be reached.</source>
        <translation>No se puede contactar con el servidor de la mesa.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Computer player (%1)</source>
        <translation>Jugador del ordenador (%1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (host)</source>
        <translation>%1 (abrió la mesa)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: away, a computer player (%2) plays for now</source>
        <translation>%1: ausente, de momento juega un jugador del ordenador (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: left the table</source>
        <translation>%1: ha dejado la mesa</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Empty seat</source>
        <translation>Asiento libre</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unless a friend sits down</source>
        <translation>salvo que se siente alguien</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Computer player</source>
        <translation>Jugador del ordenador</translation>
    </message>
    <message>
        <location line="+1" />
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You host the table</source>
        <translation>Has abierto la mesa</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Hosts the table</source>
        <translation>Ha abierto la mesa</translation>
    </message>
    <message>
        <location line="+42" />
        <source>A computer player plays for %1 until they come back.</source>
        <translation>Mientras %1 esté ausente, juega en su lugar un jugador del ordenador.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is back at the table.</source>
        <translation>%1 ha vuelto a la mesa.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 sat down at the table.</source>
        <translation>%1 se ha sentado a la mesa.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 asks to be let in: the host can seat them at a computer player's seat.</source>
        <translation>%1 pide entrar: quien abrió la mesa puede darle el asiento de un jugador del ordenador.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 left the table.</source>
        <translation>%1 ha dejado la mesa.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>reading the summary</source>
        <comment>seat badge: a friend reads the hand's summary; short</comment>
        <translation>leyendo el resumen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>This match has already begun: you asked the host to let you in. Wait here until they do, or cancel.</source>
        <translation>Esta partida ya ha empezado: has pedido a quien abrió la mesa que te deje entrar. Espera aquí hasta que lo haga, o cancela.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The host started another match: you keep your seat.</source>
        <translation>Quien abrió la mesa ha empezado otra partida: conservas tu asiento.</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Waiting for %n more player(s)…</source>
        <translation>
            <numerusform>Esperando a %n jugador más…</numerusform>
            <numerusform>Esperando a %n jugadores más…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17" />
        <source>Undo is not available at a table with friends: their moves cannot be taken back.</source>
        <translation>Deshacer no está disponible en una mesa con amigos: sus jugadas no se pueden retirar.</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Leave the table?</source>
        <translation>¿Dejar la mesa?</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A computer player takes your seat for good: you cannot come back to this match. Your own match comes back.</source>
        <translation>Un jugador del ordenador ocupará tu asiento para siempre: no podrás volver a esta partida. Tu propia partida vuelve a la mesa.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Stay</source>
        <translation>Quedarme</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Quit the game during the match?</source>
        <translation>¿Salir del juego en plena partida?</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Your seat stays yours: a computer player plays it until you come back. Start the game again to go back to it.</source>
        <translation>Tu asiento sigue siendo tuyo: un jugador del ordenador juega en tu lugar hasta que vuelvas. Abre el juego de nuevo para volver a él.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Your friends are playing at your table: %1.</source>
        <translation>Tus amigos están jugando en tu mesa: %1.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Keep the table open: they play on, with a computer player in your seat until you come back (start the game again).</source>
        <translation>Dejar la mesa abierta: siguen jugando, con un jugador del ordenador en tu asiento hasta que vuelvas (abre el juego de nuevo).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Keep the table open: they play on, with a computer player in your seat until you come back (Game ▸ Play with friends ▸ Host a table).</source>
        <translation>Dejar la mesa abierta: siguen jugando, con un jugador del ordenador en tu asiento hasta que vuelvas (Partida ▸ Jugar con amigos ▸ Abrir una mesa).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Close the table: the match ends here for everybody, and is saved.</source>
        <translation>Cerrar la mesa: la partida termina aquí para todos y queda guardada.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Keep the table open</source>
        <translation>Dejar la mesa abierta</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The table you host is still open.</source>
        <translation>La mesa que abriste sigue abierta.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Go back to it and take your seat again, or close it (its players are told) and host a new table.</source>
        <translation>Vuelve a ella y ocupa de nuevo tu asiento, o ciérrala (se avisa a sus jugadores) y abre una mesa nueva.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Go back to it</source>
        <translation>Volver a ella</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Close it and host a new one</source>
        <translation>Cerrarla y abrir otra</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The host closed the table. The match so far is saved.</source>
        <translation>Quien abrió la mesa la ha cerrado. La partida hasta aquí queda guardada.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 closed the table. The match so far is saved.</source>
        <translation>%1 ha cerrado la mesa. La partida hasta aquí queda guardada.</translation>
    </message>
    <message>
        <location line="-326" />
        <source>The match at this table is over: nobody can join it any more.</source>
        <translation>La partida de esta mesa ya ha terminado: nadie puede unirse.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The server is busy, or has had too many requests from this network: try again in a minute.</source>
        <translation>El servidor está ocupado, o ha recibido demasiadas peticiones desde esta red: vuelve a intentarlo dentro de un minuto.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The server cannot save: the match waits. It goes on by itself once the server can save again.</source>
        <translation>El servidor no puede guardar: la partida espera. Seguirá por sí sola en cuanto el servidor pueda guardar de nuevo.</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Connecting to the table again…</source>
        <translation>Reconectando con la mesa…</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Empty seat: a computer player (%1) will take it</source>
        <translation>Asiento libre: lo ocupará un jugador del ordenador (%1)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1: away, waiting for them to come back</source>
        <translation>%1: ausente, a la espera de que vuelva</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Away</source>
        <translation>Ausente</translation>
    </message>
    <message numerus="yes">
        <location line="+41" />
        <source>%1 is away. If they are not back within %n second(s), a computer player will take their seat.</source>
        <translation>
            <numerusform>%1 está ausente. Si no vuelve en %n segundo, un jugador del ordenador ocupará su asiento.</numerusform>
            <numerusform>%1 está ausente. Si no vuelve en %n segundos, un jugador del ordenador ocupará su asiento.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+59" />
        <source>Every seat for a person is taken: the host will start the match.</source>
        <translation>Ya están todos: quien abrió la mesa empezará la partida.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Start when you are ready: the computer will take the empty seats.</source>
        <translation>Empieza cuando quieras: el ordenador ocupará los asientos libres.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>That match is shared with your friends: leave their table before opening another one.</source>
        <translation>Esa partida la compartes con tus amigos: deja su mesa antes de abrir otra.</translation>
    </message>
    <message>
        <location line="-124" />
        <source>Computer (%1)</source>
        <translation>Ordenador (%1)</translation>
    </message>
    <message>
        <location line="-65" />
        <source>This server does not open tables for others: it serves the table of the person who runs it. Look for a server that opens tables for everyone.</source>
        <translation>Este servidor no abre mesas para otras personas: sirve la mesa de quien lo ejecuta. Busca un servidor que abra mesas para todo el mundo.</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/online/reach_texts.py" line="+17" />
        <source>Friends on this network can join now. Asking your router to open port %1 for friends elsewhere…</source>
        <translation>Tus amigos de esta red ya pueden unirse. Se le pide a tu router que abra el puerto %1 para amigos de otros lugares…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Friends anywhere can join (port %1 opened on your router).</source>
        <translation>Pueden unirse amigos desde cualquier lugar (puerto %1 abierto en tu router).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Only friends on this network can join: your router refused to open port %1. Host on a server instead, or forward port %1 on your router.</source>
        <translation>Solo pueden unirse amigos de esta red: tu router se negó a abrir el puerto %1. Abre la mesa en un servidor, o redirige el puerto %1 en tu router.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Only friends on this network can join: your router's public address is shared with other customers of your provider, so nobody outside can reach it. Host on a server instead.</source>
        <translation>Solo pueden unirse amigos de esta red: la dirección pública de tu router la comparten otros clientes de tu proveedor, así que nadie de fuera puede llegar a ella. Abre la mesa en un servidor.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Only friends on this network can join: your router did not answer (it may not allow it). Host on a server instead, or forward port %1 on your router.</source>
        <translation>Solo pueden unirse amigos de esta red: tu router no respondió (puede que no lo permita). Abre la mesa en un servidor, o redirige el puerto %1 en tu router.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>For friends on this network:</source>
        <translation>Para amigos de esta red:</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1, changed</source>
        <translation>%1, con cambios</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 · players: %2 · free seats: %3</source>
        <translation>%1 · jugadores: %2 · asientos libres: %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A table · %1</source>
        <translation>Una mesa · %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Host: %1 · %2</source>
        <translation>Mesa de %1 · %2</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../sergeantmajor/app/i18n.py" line="+16" />
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-6" />
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>File &amp;name:</source>
        <translation>&amp;Nombre de archivo:</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="+1" />
        <source>Show Details...</source>
        <translation>Mostrar detalles…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hide Details...</source>
        <translation>Ocultar detalles…</translation>
    </message>
</context>
<context>
    <name>ReplaceGuard</name>
    <message>
        <location filename="../sergeantmajor/ui/replace_guard.py" line="+67" />
        <source>Open match</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your match is not finished. Opening another match ends it, and your statistics count it as abandoned. Open the other match?</source>
        <translation>Tu partida no ha terminado. Si abres otra partida, esta terminará y tus estadísticas la contarán como abandonada. ¿Abrir la otra partida?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your match is not finished. A new game ends it, and your statistics count it as abandoned. Start a new game?</source>
        <translation>Tu partida no ha terminado. Si empiezas otra, esta terminará y tus estadísticas la contarán como abandonada. ¿Empezar una nueva partida?</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../sergeantmajor/ui/review/texts.py" line="+103" />
        <source>The moves made while you were away</source>
        <translation>Las jugadas hechas mientras no estabas</translation>
    </message>
    <message>
        <location line="-46" />
        <source>You played %1</source>
        <translation>Jugaste %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 played %2</source>
        <translation>%1 jugó %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You discarded %1</source>
        <translation>Descartaste %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 discarded %2</source>
        <translation>%1 descartó %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You gave %1</source>
        <translation>Diste %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 gave %2</source>
        <translation>%1 dio %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You gave back %1</source>
        <translation>Devolviste %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 gave back %2</source>
        <translation>%1 devolvió %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You assigned the targets: %1</source>
        <translation>Asignaste los objetivos: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 assigned the targets: %2</source>
        <translation>%1 asignó los objetivos: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 put a card aside</source>
        <translation>%1 descartó una carta</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 gave back a card</source>
        <translation>%1 devolvió una carta</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 gave a card</source>
        <translation>%1 dio una carta</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1  —  %2</source>
        <comment>position, then the move; a dash between</comment>
        <translation>%1  —  %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Hand %1 of %2 · move %3 of %4</source>
        <translation>Ronda %1 de %2 · jugada %3 de %4</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The cards are dealt</source>
        <translation>Las cartas están repartidas</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Forced: the only legal move</source>
        <translation>Forzada: la única jugada legal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A good move</source>
        <translation>Una buena jugada</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 was better (%3 expected tricks lost)</source>
        <translation>%1: %2 era mejor (%3 bazas esperadas perdidas)</translation>
    </message>
    <message>
        <location line="+8" />
        <source> ← played</source>
        <translation> ← jugada</translation>
    </message>
    <message>
        <location line="+2" />
        <source> ← best</source>
        <translation> ← la mejor</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 tricks, %3 points%4</source>
        <translation>%1: %2 bazas, %3 puntos%4</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Hand %1: expected tricks lost: %2; mistakes: %3, blunders: %4</source>
        <translation>Ronda %1: bazas esperadas perdidas: %2; errores: %3, errores graves: %4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Press “Analyse this hand” to see what each decision was worth.</source>
        <translation>Pulsa «Analizar esta ronda» para ver cuánto valía cada decisión.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Analysing… %1 of %2 decisions</source>
        <translation>Analizando… %1 de %2 decisiones</translation>
    </message>
</context>
<context>
    <name>ReviewLauncher</name>
    <message>
        <location filename="../sergeantmajor/ui/review/launcher.py" line="+270" />
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <location line="-166" />
        <location line="+126" />
        <source>Play this deal again</source>
        <translation>Jugar este reparto otra vez</translation>
    </message>
    <message>
        <location line="-107" />
        <source>There is no match to review yet.</source>
        <translation>Todavía no hay ninguna partida que revisar.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Review a match file</source>
        <translation>Revisar un archivo de partida</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Match records (*.json);;All files (*)</source>
        <translation>Registros de partida (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+24" />
        <location line="+17" />
        <source>This file cannot be reviewed:
%1</source>
        <translation>Este archivo no se puede revisar:
%1</translation>
    </message>
    <message>
        <location line="+47" />
        <source>The match on the table is not finished; playing this deal again ends it there. Play the deal again?</source>
        <translation>La partida de la mesa no ha terminado; jugar este reparto otra vez la termina ahí. ¿Jugar el reparto otra vez?</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Hand %1 dealt again: the same cards and scores</source>
        <translation>Ronda %1 repartida otra vez: las mismas cartas y puntuaciones</translation>
    </message>
    <message>
        <location line="-160" />
        <source>Review</source>
        <comment>button</comment>
        <translation>Revisar</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../sergeantmajor/ui/review/window.py" line="+203" />
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start of the match (Home)</source>
        <translation>Inicio de la partida (Inicio)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Previous hand (PgUp)</source>
        <translation>Ronda anterior (Re Pág)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Previous trick (Ctrl+Left)</source>
        <translation>Baza anterior (Ctrl+Izquierda)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Previous move (Left)</source>
        <translation>Jugada anterior (Izquierda)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next move (Right)</source>
        <translation>Jugada siguiente (Derecha)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next trick (Ctrl+Right)</source>
        <translation>Baza siguiente (Ctrl+Derecha)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next hand (PgDn)</source>
        <translation>Ronda siguiente (Av Pág)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End of the match (End)</source>
        <translation>Final de la partida (Fin)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Every move of the match</source>
        <translation>Todas las jugadas de la partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seen by:</source>
        <translation>Vista de:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Show all hands</source>
        <translation>Mostrar todas las manos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Analyse this hand</source>
        <translation>Analizar esta ronda</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play this deal again</source>
        <translation>Jugar este reparto otra vez</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export this deal…</source>
        <translation>Exportar este reparto…</translation>
    </message>
    <message>
        <location line="+140" />
        <source>Analysis cancelled</source>
        <translation>Análisis cancelado</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The analysis failed: %1</source>
        <translation>El análisis ha fallado: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+24" />
        <source>Export this deal</source>
        <translation>Exportar este reparto</translation>
    </message>
    <message>
        <location line="-21" />
        <source>Match records (*.json)</source>
        <translation>Registros de partida (*.json)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>deal-%1.json</source>
        <translation>reparto-%1.json</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Deal written to %1</source>
        <translation>Reparto guardado en %1</translation>
    </message>
    <message>
        <location line="-4" />
        <source>The deal could not be written.
The reason: %1</source>
        <translation>No se pudo escribir el reparto.
El motivo: %1</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../sergeantmajor/app/rules_help.py" line="+48" />
        <source>Targets 9-5-2</source>
        <translation>Objetivos 9-5-2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The dealer must take 9 tricks, the player on the dealer's left 5 and the player on the right 2.</source>
        <translation>El crupier debe ganar 9 bazas, el jugador a la izquierda del crupier 5 y el jugador a la derecha 2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Kitty first</source>
        <translation>Primero el gatito</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The dealer picks up the kitty before naming trump, so trump is chosen knowing all the cards, then discards any four.</source>
        <translation>El crupier recoge el gatito antes de elegir el triunfo, así que elige el triunfo conociendo todas las cartas, y después descarta cuatro cualesquiera.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Blind trump</source>
        <translation>Triunfo a ciegas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The dealer names trump without seeing the kitty, then picks it up and discards any four cards.</source>
        <translation>El crupier elige el triunfo sin ver el gatito; después lo recoge y descarta cuatro cartas cualesquiera.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No kitty (strict 51)</source>
        <translation>Sin gatito (51 estricto)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The two of clubs is taken out, everyone gets 17 cards, there is no kitty and the targets become 9-5-3.</source>
        <translation>Se retira el dos de tréboles, cada jugador recibe 17 cartas, no hay gatito y los objetivos pasan a ser 9-5-3.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Classic exchange</source>
        <translation>Intercambio clásico</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All the cards of an exchange move at once: the up player gives the cards of their choice and gets back the down player's highest cards.</source>
        <translation>Todas las cartas de un intercambio pasan a la vez: el jugador Arriba entrega las cartas que elige y recibe las cartas más altas del jugador Abajo.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No exchange</source>
        <translation>Sin intercambio</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cards are never exchanged between rounds: every round stands alone.</source>
        <translation>Nunca se intercambian cartas entre rondas: cada ronda es independiente.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Exchange after trump</source>
        <translation>Intercambio tras el triunfo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The new dealer names trump first; the cards are exchanged afterwards.</source>
        <translation>El nuevo crupier elige primero el triunfo; las cartas se intercambian después.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Match by rotation</source>
        <translation>Partida por rotación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Once every player has dealt, the match ends with the first round whose dealer is up (or, leniently, makes the target); that dealer wins.</source>
        <translation>Cuando todos los jugadores han repartido, la partida termina en la primera ronda en la que el crupier queda Arriba (o, en la versión flexible, cumple su objetivo); ese crupier gana.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Fixed number of rounds</source>
        <translation>Número fijo de rondas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The match lasts a set number of rounds, so that everyone deals equally often; the highest total wins.</source>
        <translation>La partida dura un número fijo de rondas, para que todos repartan las mismas veces; gana el total más alto.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Playing for chips</source>
        <translation>Partida con fichas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After every round each player who is up receives, from every player who is down, one chip per trick up; after the agreed number of rounds the most chips win.</source>
        <translation>Tras cada ronda, cada jugador que está Arriba recibe de cada jugador que está Abajo una ficha por cada baza Arriba; tras el número de rondas acordado gana quien tenga más fichas.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Another point limit</source>
        <translation>Otro límite de puntos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The match is played to a number of points other than the rulebook's 10.</source>
        <translation>La partida se juega a un número de puntos distinto de los 10 del reglamento.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Twelve tricks win</source>
        <translation>Doce bazas ganan</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A player who takes 12 tricks or more in one round wins the match on the spot.</source>
        <translation>Un jugador que gana 12 bazas o más en una ronda gana la partida en el acto.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No trump allowed</source>
        <translation>Se permite jugar sin triunfo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Instead of a suit the dealer may name no trump; then the highest card of the suit led wins every trick.</source>
        <translation>En lugar de un palo, el crupier puede anunciar sin triunfo; entonces la carta más alta del palo requerido gana cada baza.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Double dealer's choice</source>
        <translation>Doble elección del crupier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After looking at the cards, the dealer decides which player gets which target, the dealer included.</source>
        <translation>Tras mirar las cartas, el crupier decide qué objetivo tiene cada jugador, incluido el propio crupier.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cut for the first deal</source>
        <translation>Cortar para el primer reparto</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Everyone cuts the deck and the highest card deals the first round, instead of a random choice.</source>
        <translation>Todos cortan la baraja y quien saca la carta más alta reparte la primera ronda, en lugar de elegirlo al azar.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Four players</source>
        <translation>Cuatro jugadores</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Four people play with 12 cards each and a kitty of four. The targets are 5-3-2-2, which add up to the 12 tricks of a round; with the other choices, 6-4-3-3 or 7-4-3-2, every round ends 4 tricks down in total.</source>
        <translation>Juegan cuatro personas con 12 cartas cada una y un gatito de cuatro. Los objetivos son 5-3-2-2, que suman las 12 bazas de una ronda; con las otras opciones, 6-4-3-3 o 7-4-3-2, cada ronda termina con 4 bazas Abajo en total.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>The targets of a round are %1 tricks. The dealer looks at the cards and then gives each player one of these targets, the dealer included.</source>
        <translation>Los objetivos de una ronda son %1 bazas. El crupier mira las cartas y luego da a cada jugador uno de estos objetivos, incluido el propio crupier.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The targets of a round are %1 tricks; they add up to the %2 tricks of the round. The dealer looks at the cards and then gives each player one of these targets, the dealer included.</source>
        <translation>Los objetivos de una ronda son %1 bazas; suman las %2 bazas de la ronda. El crupier mira las cartas y luego da a cada jugador uno de estos objetivos, incluido el propio crupier.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Every player has a target, the number of tricks to take: %1 for the dealer, %2 for the player on the dealer's left and %3 for the player on the dealer's right. Together they make the %4 tricks of a round.</source>
        <translation>Cada jugador tiene un objetivo, el número de bazas que debe ganar: %1 para el crupier, %2 para el jugador a la izquierda del crupier y %3 para el jugador a la derecha del crupier. Juntos suman las %4 bazas de una ronda.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Every player has a target, the number of tricks to take: %1 for the dealer, then clockwise %2, %3 and %4 for the others.</source>
        <translation>Cada jugador tiene un objetivo, el número de bazas que debe ganar: %1 para el crupier y, en el sentido de las agujas del reloj, %2, %3 y %4 para los demás.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Every player has a target, the number of tricks to take: %1 for the dealer, then clockwise %2, %3 and %4 for the others. Together they make the %5 tricks of a round.</source>
        <translation>Cada jugador tiene un objetivo, el número de bazas que debe ganar: %1 para el crupier y, en el sentido de las agujas del reloj, %2, %3 y %4 para los demás. Juntos suman las %5 bazas de una ronda.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>These targets add up to %1, but a round has only %2 tricks, so every round ends %3 tricks down in total: the players' points of a round add up to -%3.</source>
        <translation>Estos objetivos suman %1, pero una ronda solo tiene %2 bazas, así que cada ronda termina con %3 bazas Abajo en total: los puntos de los jugadores en una ronda suman -%3.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>For the first round everyone cuts the deck and the highest card deals. After every round the deal passes to the left.</source>
        <translation>En la primera ronda todos cortan la baraja y reparte quien saque la carta más alta. Después de cada ronda, el reparto pasa al jugador de la izquierda.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The first dealer is chosen at random. After every round the deal passes to the left.</source>
        <translation>El primer crupier se elige al azar. Después de cada ronda, el reparto pasa al jugador de la izquierda.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>One 52-card deck is used. In every suit the cards rank from high to low A, K, Q, J, 10, 9 … 2. The suits have no order, except that the trump suit beats all the others.</source>
        <translation>Se juega con una baraja francesa de 52 cartas. En cada palo, las cartas van de mayor a menor: A, K, Q, J, 10, 9 … 2. Los palos no tienen orden, salvo que el palo de triunfo gana a todos los demás.</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>The dealer deals %n cards to every player, four at a time, clockwise from the left. The last four cards are the kitty; they stay face down in the middle of the table.</source>
        <translation>
            <numerusform>El crupier reparte %n carta a cada jugador, de cuatro en cuatro, en el sentido de las agujas del reloj empezando por la izquierda. Las cuatro últimas cartas forman el gatito y quedan boca abajo en el centro de la mesa.</numerusform>
            <numerusform>El crupier reparte %n cartas a cada jugador, de cuatro en cuatro, en el sentido de las agujas del reloj empezando por la izquierda. Las cuatro últimas cartas forman el gatito y quedan boca abajo en el centro de la mesa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>The two of clubs is taken out of the deck and the dealer deals %n cards to every player. There is no kitty.</source>
        <translation>
            <numerusform>Se retira de la baraja el dos de tréboles y el crupier reparte %n carta a cada jugador. No hay gatito.</numerusform>
            <numerusform>Se retira de la baraja el dos de tréboles y el crupier reparte %n cartas a cada jugador. No hay gatito.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9" />
        <source>There is no exchange of cards in this match: every round stands alone.</source>
        <translation>En esta partida no hay intercambio de cartas: cada ronda es independiente.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>There is no exchange before the first round. From the second round on, every player who was up in the previous round exchanges one card for every point up with a player who was down.</source>
        <translation>En la primera ronda no hay intercambio. A partir de la segunda ronda, cada jugador que quedó Arriba en la ronda anterior intercambia una carta por cada punto Arriba con un jugador que quedó Abajo.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The cards move one at a time. The up player gives any card they like. If the down player holds a higher card of the same suit, they must give back their highest card of that suit; otherwise the card given comes straight back. The return is automatic, and the up player sees it before choosing the next card.</source>
        <translation>Las cartas pasan de una en una. El jugador Arriba entrega la carta que quiera. Si el jugador Abajo tiene una carta más alta del mismo palo, debe devolver su carta más alta de ese palo; si no, se le devuelve la misma carta entregada. La devolución es automática, y el jugador Arriba la ve antes de elegir la siguiente carta.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The up player chooses the cards to give (the game suggests the lowest ones) and at the same time gets back as many of the down player's highest cards. When cards of equal rank tie, the down player chooses which of them to give.</source>
        <translation>El jugador Arriba elige qué cartas entregar (el juego propone las más bajas) y a la vez recibe otras tantas de las cartas más altas del jugador Abajo. Si hay cartas del mismo valor empatadas, el jugador Abajo elige cuáles entregar.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>With two players up and one down, the up player with the higher target in the new round exchanges first. With one player up and two down, the up player exchanges first with the down player whose new target is higher, as many cards as that player was down.</source>
        <translation>Con dos jugadores Arriba y uno Abajo, intercambia primero el jugador Arriba con el objetivo más alto en la nueva ronda. Con un jugador Arriba y dos Abajo, el jugador Arriba intercambia primero con el jugador Abajo cuyo nuevo objetivo es más alto, tantas cartas como puntos quedó Abajo ese jugador.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Up players are paired with down players in the order of their targets in the new round, highest first; each up player exchanges as many cards as they were up.</source>
        <translation>Los jugadores Arriba se emparejan con los jugadores Abajo por orden de sus objetivos en la nueva ronda, del más alto al más bajo; cada jugador Arriba intercambia tantas cartas como puntos quedó Arriba.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The exchange takes place right after the deal, before the dealer names trump.</source>
        <translation>El intercambio se hace justo después del reparto, antes de que el crupier elija el triunfo.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The exchange takes place after the new dealer has named trump.</source>
        <translation>El intercambio se hace después de que el nuevo crupier haya elegido el triunfo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You see the cards you receive; the other players do not.</source>
        <translation>Tú ves las cartas que recibes; los demás jugadores no.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The dealer chooses one of the four suits as trump and announces it to the table.</source>
        <translation>El crupier elige uno de los cuatro palos como triunfo y lo anuncia a la mesa.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The dealer may also announce no trump: then the highest card of the suit led wins every trick.</source>
        <translation>El crupier también puede anunciar sin triunfo: entonces la carta más alta del palo requerido gana cada baza.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>After naming trump, and without looking at the kitty, the dealer discards four cards face down and then picks up the four cards of the kitty. The discards take no part in the round; only the dealer has seen them.</source>
        <translation>Tras elegir el triunfo, y sin mirar el gatito, el crupier descarta cuatro cartas boca abajo y después recoge las cuatro cartas del gatito. Las cartas descartadas no participan en la ronda; solo el crupier las ha visto.</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Before naming trump the dealer picks up the kitty, and after naming it discards any four of the %n cards face down. Only the dealer sees the discards.</source>
        <translation>
            <numerusform>Antes de elegir el triunfo, el crupier recoge el gatito, y después de elegirlo descarta boca abajo cuatro cualesquiera de su %n carta. Solo el crupier ve las cartas descartadas.</numerusform>
            <numerusform>Antes de elegir el triunfo, el crupier recoge el gatito, y después de elegirlo descarta boca abajo cuatro cualesquiera de sus %n cartas. Solo el crupier ve las cartas descartadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>The dealer names trump before seeing the kitty, then picks it up and discards any four of the %n cards face down. Only the dealer sees the discards.</source>
        <translation>
            <numerusform>El crupier elige el triunfo antes de ver el gatito; después lo recoge y descarta boca abajo cuatro cualesquiera de su %n carta. Solo el crupier ve las cartas descartadas.</numerusform>
            <numerusform>El crupier elige el triunfo antes de ver el gatito; después lo recoge y descarta boca abajo cuatro cualesquiera de sus %n cartas. Solo el crupier ve las cartas descartadas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>There is no kitty: the dealer chooses trump from the cards dealt.</source>
        <translation>No hay gatito: el crupier elige el triunfo con las cartas repartidas.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The player on the dealer's left leads the first trick with any card. The others follow clockwise, and each must play a card of the suit led if they have one; a player who has none may play any card.</source>
        <translation>El jugador a la izquierda del crupier sale en la primera baza con cualquier carta. Los demás juegan después en el sentido de las agujas del reloj, y cada uno debe jugar una carta del palo requerido si la tiene; quien no tenga ninguna puede jugar cualquier carta.</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The highest trump in the trick wins it; if no trump was played, the highest card of the suit led wins. Whoever wins a trick leads the next one, until all %n tricks have been played.</source>
        <translation>
            <numerusform>El triunfo más alto de la baza la gana; si no se jugó ningún triunfo, gana la carta más alta del palo requerido. Quien gana una baza sale en la siguiente, hasta jugar la %n baza.</numerusform>
            <numerusform>El triunfo más alto de la baza la gana; si no se jugó ningún triunfo, gana la carta más alta del palo requerido. Quien gana una baza sale en la siguiente, hasta jugar las %n bazas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9" />
        <source>At the end of the round everyone compares the tricks they took with their target. A player with more tricks is up and scores one point for each trick over the target; a player with fewer is down and loses one point for each trick missing; exactly the target scores nothing. With these targets the downs of a round always come to %1 more than the ups.</source>
        <translation>Al final de la ronda, cada jugador compara las bazas que ha ganado con su objetivo. Un jugador con más bazas queda Arriba y gana un punto por cada baza que supera su objetivo; uno con menos queda Abajo y pierde un punto por cada baza que le falta; quien cumple justo su objetivo no puntúa. Con estos objetivos, los puntos Abajo de una ronda siempre suman %1 más que los puntos Arriba.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>At the end of the round everyone compares the tricks they took with their target. A player with more tricks is up and scores one point for each trick over the target; a player with fewer is down and loses one point for each trick missing; exactly the target scores nothing. The ups and downs of a round always balance.</source>
        <translation>Al final de la ronda, cada jugador compara las bazas que ha ganado con su objetivo. Un jugador con más bazas queda Arriba y gana un punto por cada baza que supera su objetivo; uno con menos queda Abajo y pierde un punto por cada baza que le falta; quien cumple justo su objetivo no puntúa. Los puntos Arriba y Abajo de una ronda siempre se compensan.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>For example, a player with a target of 5 who takes 7 tricks is up by 2 and scores 2 points; taking 4 tricks, the same player is down by 1 and loses 1 point.</source>
        <translation>Por ejemplo, un jugador con objetivo 5 que gana 7 bazas queda 2 Arriba y suma 2 puntos; si gana 4 bazas, el mismo jugador queda 1 Abajo y pierde 1 punto.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A tie is broken by the points of the last round, and if still equal, by who won a trick most recently.</source>
        <translation>Un empate se resuelve por los puntos de la última ronda y, si persiste, a favor de quien ganó una baza más recientemente.</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The match ends after the round in which a player's total reaches %n points or more. The highest total wins.</source>
        <translation>
            <numerusform>La partida termina al final de la ronda en la que el total de un jugador llega a %n punto o más. Gana el total más alto.</numerusform>
            <numerusform>La partida termina al final de la ronda en la que el total de un jugador llega a %n puntos o más. Gana el total más alto.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>Once the deal has gone around the table, the match ends with the first round in which the dealer is up. That dealer wins.</source>
        <translation>Cuando el reparto ha dado la vuelta a la mesa, la partida termina en la primera ronda en la que el crupier queda Arriba. Gana ese crupier.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Once the deal has gone around the table, the match ends with the first round in which the dealer reaches the target or more. That dealer wins.</source>
        <translation>Cuando el reparto ha dado la vuelta a la mesa, la partida termina en la primera ronda en la que el crupier cumple su objetivo o lo supera. Gana ese crupier.</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>The match lasts %n rounds. The highest total wins.</source>
        <translation>
            <numerusform>La partida dura %n ronda. Gana el total más alto.</numerusform>
            <numerusform>La partida dura %n rondas. Gana el total más alto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>After every round each player who is up receives one chip per trick up from every player who is down. After %n rounds the player with the most chips wins.</source>
        <translation>
            <numerusform>Tras cada ronda, cada jugador Arriba recibe de cada jugador Abajo una ficha por cada baza Arriba. Tras %n ronda gana el jugador con más fichas.</numerusform>
            <numerusform>Tras cada ronda, cada jugador Arriba recibe de cada jugador Abajo una ficha por cada baza Arriba. Tras %n rondas gana el jugador con más fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>In any case the match ends after %n rounds at the latest; then the highest total wins, a tie broken by the points of the last round, then by who won a trick most recently.</source>
        <translation>
            <numerusform>En todo caso la partida termina como muy tarde tras %n ronda; entonces gana el total más alto, y un empate se resuelve por los puntos de la última ronda y, si persiste, a favor de quien ganó una baza más recientemente.</numerusform>
            <numerusform>En todo caso la partida termina como muy tarde tras %n rondas; entonces gana el total más alto, y un empate se resuelve por los puntos de la última ronda y, si persiste, a favor de quien ganó una baza más recientemente.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>A player who takes 12 tricks or more in a round wins the match at once.</source>
        <translation>Un jugador que gana 12 bazas o más en una ronda gana la partida en el acto.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Drag a card from your hand onto the trick to play it, onto the discard area to discard it when you are the dealer, or onto the player you exchange with to give it. The places where the card may go are highlighted; a card dropped where the rules do not allow it goes back to your hand and the status bar says why.</source>
        <translation>Arrastra una carta de tu mano a la baza para jugarla, a la zona de descarte para descartarla cuando eres el crupier, o al jugador con quien intercambias cartas para dársela. Los lugares adonde puede ir la carta se iluminan; una carta soltada donde las reglas no lo permiten vuelve a tu mano y la barra de estado explica por qué.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Without dragging: click a card and then the place where it should go, or double-click it. With the keyboard: the arrow keys choose a card and Enter plays it. The dealer names trump with the suit buttons on the table.</source>
        <translation>Sin arrastrar: haz clic en una carta y luego en el lugar adonde debe ir, o haz doble clic en ella. Con el teclado: las flechas eligen una carta e Intro la juega. El crupier anuncia el triunfo con los botones de palo de la mesa.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>H shows a hint, L the last trick and Ctrl+T the score sheet. A click during an animation finishes it at once. The match is saved after every decision and can be resumed at the next start.</source>
        <translation>H muestra una pista, L la última baza y Ctrl+T la hoja de puntuación. Un clic durante una animación la termina al instante. La partida se guarda después de cada decisión y se puede reanudar en el siguiente inicio.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Game → Undo (Ctrl+Z) takes back your last decision and what the other players did after it, back to the start of the hand; Game → Redo (Ctrl+Shift+Z) makes the same moves again until you choose differently. The statistics note a match in which you used undo.</source>
        <translation>Partida → Deshacer (Ctrl+Z) retira tu última decisión y lo que los demás jugadores hicieron después, hasta el comienzo de la ronda; Partida → Rehacer (Ctrl+Shift+Z) repite las mismas jugadas mientras no elijas otra cosa. Las estadísticas anotan las partidas en las que usaste deshacer.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>View → Cards seen (C) lists, suit by suit, the cards you have seen played and those still out. Game → Save match as… and Open match… keep a match in a file and go on with it later; Settings → Appearance chooses the card faces, backs and table colour.</source>
        <translation>Ver → Cartas vistas (C) muestra, palo por palo, las cartas que has visto jugar y las que quedan por salir. Partida → Guardar partida como… y Abrir partida… guardan una partida en un archivo para seguirla después; Ajustes → Apariencia elige las caras y dorsos de las cartas y el color de la mesa.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>House rules in this match</source>
        <translation>Reglas de la casa en esta partida</translation>
    </message>
    <message>
        <location line="+4" />
        <source>None: this match follows the rulebook.</source>
        <translation>Ninguna: esta partida sigue el reglamento.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Other house rules you can choose</source>
        <translation>Otras reglas de la casa que puedes elegir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>House rules are chosen when you start a new game.</source>
        <translation>Las reglas de la casa se eligen al empezar una nueva partida.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The aim</source>
        <translation>En qué consiste</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Sergeant Major, also called 3-5-8 or 8-5-3, is a trick-taking game for %n players. In every round each player has a target, a number of tricks to take. Taking more puts you up, taking fewer puts you down; the ups and downs add up to your score.</source>
        <translation>
            <numerusform>Sergeant Major, también llamado 3-5-8 u 8-5-3, es un juego de bazas para %n jugador. En cada ronda cada jugador tiene un objetivo: un número de bazas que debe ganar. Si ganas más, quedas Arriba; si ganas menos, quedas Abajo; los puntos Arriba y Abajo forman tu puntuación.</numerusform>
            <numerusform>Sergeant Major, también llamado 3-5-8 u 8-5-3, es un juego de bazas para %n jugadores. En cada ronda cada jugador tiene un objetivo: un número de bazas que debe ganar. Si ganas más, quedas Arriba; si ganas menos, quedas Abajo; los puntos Arriba y Abajo forman tu puntuación.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Dealer and targets</source>
        <translation>Crupier y objetivos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cards and the deal</source>
        <translation>Las cartas y el reparto</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The exchange</source>
        <translation>El intercambio</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Trump and the kitty</source>
        <translation>El triunfo y el gatito</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Playing the tricks</source>
        <translation>Jugar las bazas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End of the match</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Playing at this table</source>
        <translation>Cómo se juega en esta mesa</translation>
    </message>
    <message>
        <location line="+2" />
        <source>How to play Sergeant Major</source>
        <translation>Cómo se juega a Sergeant Major</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../sergeantmajor/app/score_model.py" line="+27" />
        <source>Hand</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dealer</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1
tricks</source>
        <translation>%1
bazas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1
points</source>
        <translation>%1
puntos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1
chips</source>
        <translation>%1
fichas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../sergeantmajor/ui/score_sheet.py" line="+40" />
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../sergeantmajor/ui/statistics_dialog.py" line="+218" />
        <source>All matches</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Custom rules</source>
        <translation>Reglas personalizadas</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, with friends</source>
        <translation>%1, con amigos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, opponents: %2</source>
        <translation>%1, rivales: %2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 points (%2)</source>
        <translation>%1 puntos (%2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <location line="+0" />
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Matches played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Abandoned</source>
        <translation>Abandonadas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Average final points</source>
        <translation>Puntos finales medios</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Best match</source>
        <translation>Mejor partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Longest winning streak</source>
        <translation>Racha de victorias más larga</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Matches with undo</source>
        <translation>Partidas con jugadas deshechas</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Dealer</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Left of dealer</source>
        <translation>A la izquierda del crupier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Across from dealer</source>
        <translation>Frente al crupier</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Right of dealer</source>
        <translation>A la derecha del crupier</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Hands</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Up</source>
        <translation>Arriba</translation>
    </message>
    <message>
        <location line="+0" />
        <source>On target</source>
        <translation>Objetivo cumplido</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Down</source>
        <translation>Abajo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tricks against target</source>
        <translation>Bazas frente al objetivo</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Reset statistics</source>
        <translation>Reiniciar estadísticas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forget every match and hand counted so far?</source>
        <translation>¿Olvidar todas las partidas y rondas contadas hasta ahora?</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Reset</source>
        <comment>the button that confirms resetting the statistics</comment>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Reset…</source>
        <translation>&amp;Reiniciar…</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../sergeantmajor/ui/table/texts.py" line="+212" />
        <source>Target %1 · tricks %2</source>
        <translation>Objetivo %1 · bazas %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>last: %1</source>
        <translation>última: %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>D</source>
        <comment>dealer mark</comment>
        <translation>C</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Dealer</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Discard here</source>
        <translation>Descarta aquí</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Card table</source>
        <translation>Mesa de cartas</translation>
    </message>
    <message>
        <location line="-118" />
        <source>You have no %1: play any card</source>
        <translation>No tienes %1: juega cualquier carta</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Your turn: follow %1</source>
        <translation>Tu turno: juega del palo de %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Your lead: play any card</source>
        <translation>Sales tú: juega cualquier carta</translation>
    </message>
    <message>
        <location line="+4" />
        <source>You are the dealer: name trump</source>
        <translation>Eres el crupier: elige el triunfo</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Discard %n card(s) to the discard area</source>
        <translation>
            <numerusform>Descarta %n carta en la zona de descarte</numerusform>
            <numerusform>Descarta %n cartas en la zona de descarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Choose %n card(s) to give to %1, then press Give</source>
        <translation>
            <numerusform>Elige %n carta para dar a %1 y pulsa «Dar»</numerusform>
            <numerusform>Elige %n cartas para dar a %1 y pulsa «Dar»</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>You are up: give a card to %1</source>
        <translation>Estás Arriba: da una carta a %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Choose the card to give back</source>
        <translation>Elige la carta que devuelves</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Give each player a target</source>
        <translation>Asigna un objetivo a cada jugador</translation>
    </message>
    <message>
        <location line="-124" />
        <source>Hand %1: %2 deals</source>
        <translation>Ronda %1: reparte %2</translation>
    </message>
    <message>
        <location line="-1" />
        <source>Hand %1: you deal</source>
        <translation>Ronda %1: repartes tú</translation>
    </message>
    <message>
        <location line="+6" />
        <source>You assigned the targets</source>
        <translation>Asignaste los objetivos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 assigned the targets</source>
        <translation>%1 asignó los objetivos</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 is up and takes %n card(s) from you</source>
        <translation>
            <numerusform>%1 está Arriba e intercambia %n carta contigo</numerusform>
            <numerusform>%1 está Arriba e intercambia %n cartas contigo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>You are up: exchange %n card(s) with %1</source>
        <translation>
            <numerusform>Estás Arriba: intercambia %n carta con %1</numerusform>
            <numerusform>Estás Arriba: intercambia %n cartas con %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 exchanges %n card(s) with %2</source>
        <translation>
            <numerusform>%1 intercambia %n carta con %2</numerusform>
            <numerusform>%1 intercambia %n cartas con %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 and %2 exchanged %n card(s)</source>
        <translation>
            <numerusform>%1 y %2 intercambiaron %n carta</numerusform>
            <numerusform>%1 y %2 intercambiaron %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <location line="+3" />
        <source>You exchanged %n card(s) with %1</source>
        <translation>
            <numerusform>Intercambiaste %n carta con %1</numerusform>
            <numerusform>Intercambiaste %n cartas con %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 gave %2 to %3, got %4</source>
        <translation>%1 dio %2 a %3 y recibió %4</translation>
    </message>
    <message>
        <location line="+5" />
        <source>You gave %1, got %2</source>
        <translation>Diste %1 y recibiste %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 gave you %2, got %3</source>
        <translation>%1 te dio %2 y recibió %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>You named no trump</source>
        <translation>Anunciaste sin triunfo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 named no trump</source>
        <translation>%1 anunció sin triunfo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You named trump: %1</source>
        <translation>Elegiste el triunfo: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 named trump: %2</source>
        <translation>%1 eligió el triunfo: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>You take the kitty</source>
        <translation>Tomas el gatito</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 takes the kitty</source>
        <translation>%1 toma el gatito</translation>
    </message>
    <message>
        <location line="+5" />
        <source>You take the trick</source>
        <translation>Ganas la baza</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 takes the trick</source>
        <translation>%1 gana la baza</translation>
    </message>
    <message>
        <location line="+64" />
        <source>Hint: name no trump</source>
        <translation>Pista: anuncia sin triunfo</translation>
    </message>
    <message>
        <location line="+16" />
        <source>last: exact</source>
        <comment>seat badge: the last hand made its target exactly; short</comment>
        <translation>última: cumplido</translation>
    </message>
    <message>
        <location line="+58" />
        <source>End of hand %1</source>
        <translation>Fin de la ronda %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 (target %3), %4 — total %5</source>
        <translation>%1: %2 (objetivo %3), %4 — total %5</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Click or press Enter to continue</source>
        <translation>Haz clic o pulsa Intro para continuar</translation>
    </message>
    <message>
        <location line="+6" />
        <source>You win the match!</source>
        <translation>¡Has ganado la partida!</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 wins the match</source>
        <translation>%1 gana la partida</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>“Leave the table” takes you back to your own match</source>
        <translation>«Dejar la mesa» te devuelve a tu propia partida</translation>
    </message>
    <message>
        <location line="+3" />
        <source>“Rematch” in the panel plays again with the same seats</source>
        <translation>«Revancha», en el panel, vuelve a jugar con los mismos asientos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Game ▸ New game to play again</source>
        <translation>Partida ▸ Nueva partida para volver a jugar</translation>
    </message>
    <message>
        <location line="-122" />
        <source>Give</source>
        <translation>Dar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Give the selected cards</source>
        <translation>Dar las cartas seleccionadas</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Select exactly %n card(s) to give</source>
        <translation>
            <numerusform>Selecciona exactamente %n carta para dar</numerusform>
            <numerusform>Selecciona exactamente %n cartas para dar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Hint: name %1 trump</source>
        <translation>Pista: elige %1 como triunfo</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Hint: keep the targets as they are</source>
        <translation>Pista: deja los objetivos como están</translation>
    </message>
    <message>
        <location line="+110" />
        <source>You took it</source>
        <translation>La ganaste tú</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No trick has been taken yet in this hand.</source>
        <translation>Aún no se ha ganado ninguna baza en esta ronda.</translation>
    </message>
    <message>
        <location line="-14" />
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 took it</source>
        <translation>%1 la ganó</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Click to close</source>
        <translation>Haz clic para cerrar</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <location filename="../sergeantmajor/ui/statistics_dialog.py" line="-227" />
        <source>Finish a match to see the chart.</source>
        <translation>Termina una partida para ver el gráfico.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points per match</source>
        <translation>Puntos por partida</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../sergeantmajor/tutorial/lessons.py" line="+36" />
        <source>Each player plays one card to a trick, in turn clockwise. You lead the first trick: play the A♥.</source>
        <translation>Cada jugador juega una carta en cada baza, por turnos en el sentido de las agujas del reloj. Tú sales en la primera baza: juega el A♥.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The highest card of the suit led won: the trick is yours, so you lead again. Lead the 4♣.</source>
        <translation>Ganó la carta más alta del palo requerido: la baza es tuya, así que vuelves a salir. Sal con el 4♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Ana won with the K♣ and led diamonds. You hold diamonds, so you must play one: play the 6♦.</source>
        <translation>Ana ganó con el K♣ y salió con diamantes. Tienes diamantes, así que debes jugar uno: juega el 6♦.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Ana leads clubs and you have none, so you may play any card. Spades are trump: play the 3♠ and win the trick.</source>
        <translation>Ana sale con tréboles y no tienes ninguno, así que puedes jugar cualquier carta. Las picas son triunfo: juega el 3♠ y gana la baza.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Lead the 2♥ and watch what a player without hearts may do.</source>
        <translation>Sal con el 2♥ y mira qué puede hacer un jugador sin corazones.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Ana trumped your heart and won. Now Boris has trumped her club with the 9♠: the highest trump wins, so play the J♠.</source>
        <translation>Ana jugó triunfo sobre tu corazón y ganó. Ahora Boris ha jugado triunfo sobre su trébol con el 9♠: gana el triunfo más alto, así que juega la J♠.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>That is the whole of trick play: follow the suit led if you can; if you cannot, any card will do, and a trump wins. The highest trump wins, else the highest card of the suit led.</source>
        <translation>Así se juegan las bazas: juega del palo requerido si puedes; si no puedes, vale cualquier carta, y un triunfo gana. Gana el triunfo más alto y, si no hay triunfo, la carta más alta del palo requerido.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Tricks, following suit and trump</source>
        <translation>Bazas, palo requerido y triunfo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play to a trick, follow the suit led, and win with trump.</source>
        <translation>Juega a una baza, juega del palo requerido y gana con triunfo.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Ana deals, so she must take 8 tricks; Boris on her left needs 5 and you, on her right, need 3. You have your 3 tricks: lead the A♣.</source>
        <translation>Ana reparte, así que debe ganar 8 bazas; Boris, a su izquierda, necesita 5 y tú, a su derecha, 3. Ya tienes tus 3 bazas: sal con el A♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>You won the trick, so you lead the next one. Every trick over your target puts you up a point: lead the K♣.</source>
        <translation>Ganaste la baza, así que sales en la siguiente. Cada baza que supera tu objetivo te deja un punto Arriba: sal con el K♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Lead your last card, the Q♣. Ana and Boris are short of their targets: they will be down.</source>
        <translation>Sal con tu última carta, la Q♣. A Ana y a Boris les faltan bazas para su objetivo: quedarán Abajo.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>You took 6 tricks for a target of 3: you are up 3. The deal passed to the left, to Boris: you sit on his left, so your target is 5 and you lead the first trick. Lead the A♠.</source>
        <translation>Ganaste 6 bazas con un objetivo de 3: estás 3 Arriba. El reparto pasó a la izquierda, a Boris: estás a su izquierda, así que tu objetivo es 5 y sales en la primera baza. Sal con el A♠.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The deal passes to the left after every hand, and the targets go with it: 8 for the dealer, 5 on the dealer's left, who leads first, and 3 on the dealer's right.</source>
        <translation>Tras cada ronda el reparto pasa a la izquierda y los objetivos con él: 8 para el crupier, 5 a la izquierda del crupier, que sale primero, y 3 a la derecha del crupier.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Targets, dealer and lead</source>
        <translation>Objetivos, crupier y salida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targets 8, 5 and 3, who deals, who leads, and being up or down.</source>
        <translation>Objetivos 8, 5 y 3, quién reparte, quién sale y estar Arriba o Abajo.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>You deal, so your target is 8 and you choose trump. Name spades, your longest and strongest suit.</source>
        <translation>Repartes tú, así que tu objetivo es 8 y eliges el triunfo. Anuncia picas, tu palo más largo y más fuerte.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Now put four cards face down without seeing the kitty: drag the highlighted cards to the discard pile. Then you pick up the kitty.</source>
        <translation>Ahora descarta cuatro cartas boca abajo sin ver el gatito: arrastra las cartas resaltadas a la zona de descarte. Después recoges el gatito.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>You deal, so your target is 8: you have picked up the kitty and now choose trump. Name spades, your longest and strongest suit.</source>
        <translation>Repartes tú, así que tu objetivo es 8: ya has recogido el gatito y ahora eliges el triunfo. Anuncia picas, tu palo más largo y más fuerte.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Now put four cards face down to keep 16: drag the highlighted cards to the discard pile.</source>
        <translation>Ahora descarta cuatro cartas boca abajo para quedarte con 16: arrastra las cartas resaltadas a la zona de descarte.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Take the kitty, name trump and put four cards face down.</source>
        <translation>Toma el gatito, anuncia el triunfo y descarta cuatro cartas boca abajo.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>You deal, so your target is 8 and you choose trump before seeing the kitty. Name spades, your longest and strongest suit.</source>
        <translation>Repartes tú, así que tu objetivo es 8 y eliges el triunfo antes de ver el gatito. Anuncia picas, tu palo más largo y más fuerte.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You picked up the kitty: now put four cards face down to keep 16. Drag the highlighted cards to the discard pile.</source>
        <translation>Has recogido el gatito: ahora descarta cuatro cartas boca abajo para quedarte con 16. Arrastra las cartas resaltadas a la zona de descarte.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Name trump before seeing the kitty, then take it and put four cards face down.</source>
        <translation>Anuncia el triunfo sin ver el gatito, tómalo después y descarta cuatro cartas boca abajo.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Ana leads diamonds and you discarded yours, so you have none: win the trick with your lowest trump, the 2♠.</source>
        <translation>Ana sale con diamantes y tú descartaste los tuyos, así que no tienes ninguno: gana la baza con tu triunfo más bajo, el 2♠.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>As dealer you need 8 tricks: name your longest, strongest suit as trump, and put down cards that leave you without a suit, so you can trump it.</source>
        <translation>Como crupier necesitas 8 bazas: anuncia como triunfo tu palo más largo y más fuerte, y descarta cartas que te dejen sin un palo, para poder ganarlo con triunfo.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Being the dealer</source>
        <translation>Ser el crupier</translation>
    </message>
    <message>
        <location line="-63" />
        <source>Name trump, put four cards face down and take the kitty.</source>
        <translation>Anuncia el triunfo, descarta cuatro cartas boca abajo y toma el gatito.</translation>
    </message>
    <message>
        <location line="+81" />
        <source>Last hand you were up 2 and Ana was down 2, so you give her two cards, one at a time. Drag the 5♥ onto Ana.</source>
        <translation>En la ronda anterior estuviste 2 Arriba y Ana 2 Abajo, así que le das dos cartas, una a una. Arrastra el 5♥ hasta Ana.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Ana had to give back her strongest heart, the A♥. Now drag the 3♣ onto her.</source>
        <translation>Ana tuvo que devolverte su corazón más fuerte, el A♥. Ahora arrastra el 3♣ hasta ella.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Your 3♣ came back: Ana had no stronger club. Boris named clubs as trump; lead the A♥ you received.</source>
        <translation>Tu 3♣ volvió: Ana no tenía ningún trébol más fuerte. Boris anunció tréboles como triunfo; sal con el A♥ que recibiste.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Give low cards of a suit: the player who was down must send back their strongest card of it, and when they have no stronger one, your card comes back to you.</source>
        <translation>Da cartas bajas de un palo: el jugador que estuvo Abajo debe devolver su carta más fuerte de ese palo y, si no tiene ninguna más fuerte, tu carta vuelve a ti.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>This time you were down 1: Ana gave you the 4♠ and your strongest spade, the K♠, went back to her. The player who was down has no choice. Lead the A♥.</source>
        <translation>Esta vez estuviste 1 Abajo: Ana te dio el 4♠ y tu pica más fuerte, el K♠, fue para ella. El jugador que estuvo Abajo no elige. Sal con el A♥.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>After a hand, each player who was up gives one card per point to a player who was down and gets back that player's strongest card of the same suit when it is stronger.</source>
        <translation>Tras una ronda, cada jugador que estuvo Arriba da una carta por punto a un jugador que estuvo Abajo y recibe a cambio la carta más fuerte de ese jugador del mismo palo, si es más fuerte.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The exchange</source>
        <translation>El intercambio</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Give a card for each point up, get the strongest back, and give back when down.</source>
        <translation>Da una carta por cada punto Arriba, recibe la más fuerte y devuelve cuando estás Abajo.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>You have 8 points and the match ends when a player reaches 10. You have your 5 tricks; each trick more is a point: lead the A♣.</source>
        <translation>Tienes 8 puntos y la partida termina cuando un jugador llega a 10. Ya tienes tus 5 bazas; cada baza más es un punto: sal con el A♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The K♣ is still out and would beat your Q♣: lead the 7♣ and keep the Q♣.</source>
        <translation>El K♣ aún no ha salido y ganaría a tu Q♣: sal con el 7♣ y guarda la Q♣.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Boris won with the K♣ and leads the 10♣: your Q♣ is now the highest club. Win the last trick.</source>
        <translation>Boris ganó con el K♣ y sale con el 10♣: tu Q♣ es ahora el trébol más alto. Gana la última baza.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>You took 7 tricks for a target of 5: up 2, and your total reached 10, so you win the match. Had two players reached 10 together, more points in the last hand would decide, then the latest trick won.</source>
        <translation>Ganaste 7 bazas con un objetivo de 5: 2 Arriba, y tu total llegó a 10, así que ganas la partida. Si dos jugadores llegaran a 10 a la vez, decidirían los puntos de la última ronda y, después, quién ganó la baza más reciente.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Scoring and the end of the match</source>
        <translation>Puntuación y final de la partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points for each hand, the running total, and who wins the match.</source>
        <translation>Los puntos de cada ronda, el total acumulado y quién gana la partida.</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/panel.py" line="+91" />
        <source>Lesson %1 of %2: %3</source>
        <translation>Lección %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Next lesson</source>
        <translation>Siguiente lección</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Restart lesson</source>
        <translation>Repetir la lección</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leave tutorial</source>
        <translation>Salir del tutorial</translation>
    </message>
</context>
<context>
    <name>TutorialRule</name>
    <message>
        <location filename="../sergeantmajor/tutorial/sentences.py" line="+14" />
        <source>The second and third players of a trick must play a card of the suit led; only a player who has none of it may play any card.</source>
        <translation>El segundo y el tercer jugador de la baza deben jugar una carta del palo requerido; solo quien no tiene ninguna puede jugar cualquier carta.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>When no trump is played, the highest card of the suit led wins the trick.</source>
        <translation>Si no se juega ningún triunfo, gana la baza la carta más alta del palo requerido.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>When a trump is played, the highest trump wins the trick.</source>
        <translation>Si se juega triunfo, gana la baza el triunfo más alto.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The winner of a trick leads the next one with any card.</source>
        <translation>El ganador de una baza sale en la siguiente con cualquier carta.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The player with the target of 5, on the dealer's left, leads the first trick with any card.</source>
        <translation>El jugador con el objetivo de 5, a la izquierda del crupier, sale en la primera baza con cualquier carta.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The dealer must take 8 tricks, the player on the dealer's left 5 and the player on the dealer's right 3.</source>
        <translation>El crupier debe ganar 8 bazas, el jugador a la izquierda del crupier 5 y el jugador a la derecha del crupier 3.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Each trick over your target puts you up one point; each trick short puts you down one.</source>
        <translation>Cada baza que supera tu objetivo te deja un punto Arriba; cada baza que te falta, un punto Abajo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The player with the target of 8 chooses the trump suit and announces it.</source>
        <translation>El jugador con el objetivo de 8 elige el palo de triunfo y lo anuncia.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>After naming trump, the dealer puts four cards face down without seeing the kitty, then picks up the kitty.</source>
        <translation>Tras anunciar el triunfo, el crupier descarta cuatro cartas boca abajo sin ver el gatito y después recoge el gatito.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The dealer picks up the kitty, names trump and then puts any four cards face down.</source>
        <translation>El crupier recoge el gatito, anuncia el triunfo y después descarta cuatro cartas cualesquiera boca abajo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The dealer names trump before seeing the kitty, then picks it up and puts any four cards face down.</source>
        <translation>El crupier anuncia el triunfo antes de ver el gatito; después lo recoge y descarta cuatro cartas cualesquiera boca abajo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A player who was up gives a player who was down one card for each point, one card at a time.</source>
        <translation>Un jugador que estuvo Arriba da a un jugador que estuvo Abajo una carta por cada punto, de una en una.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>For each card received, the player who was down gives back their strongest card of that suit if it is stronger; if not, the card given goes back.</source>
        <translation>Por cada carta recibida, el jugador que estuvo Abajo devuelve su carta más fuerte de ese palo si es más fuerte; si no, se devuelve la carta entregada.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The match ends when a player reaches 10 points or more; the highest total wins.</source>
        <translation>La partida termina cuando un jugador llega a 10 puntos o más; gana el total más alto.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Now the cards are played to the trick, one card each, clockwise.</source>
        <translation>Ahora se juegan las cartas a la baza, una cada jugador, en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A player can only play the cards of their own hand.</source>
        <translation>Un jugador solo puede jugar las cartas de su propia mano.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Play goes clockwise: wait for your turn.</source>
        <translation>Se juega en el sentido de las agujas del reloj: espera tu turno.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This part of the lesson is over: go on to the next one.</source>
        <translation>Esta parte de la lección ha terminado: pasa a la siguiente.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The rules allow that card, but this lesson is prepared for another one: play the highlighted card.</source>
        <translation>Las reglas permiten esa carta, pero esta lección está preparada para otra: juega la carta resaltada.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules allow that discard, but this lesson is prepared for others: put down the highlighted cards.</source>
        <translation>Las reglas permiten ese descarte, pero esta lección está preparada para otros: descarta las cartas resaltadas.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules allow that suit, but this lesson is prepared for another one: name the highlighted suit.</source>
        <translation>Las reglas permiten ese palo, pero esta lección está preparada para otro: anuncia el palo resaltado.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules allow that card, but this lesson is prepared for another one: give the highlighted card.</source>
        <translation>Las reglas permiten esa carta, pero esta lección está preparada para otra: da la carta resaltada.</translation>
    </message>
</context>
<context>
    <name>TutorialRunner</name>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/offer.py" line="+32" />
        <source>New to Sergeant Major? Five short lessons teach the game at the table.</source>
        <translation>¿Es tu primera vez con Sergeant Major? Cinco lecciones cortas te enseñan el juego en la mesa.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Start the tutorial</source>
        <translation>Empezar el tutorial</translation>
    </message>
    <message>
        <location line="+3" />
        <location filename="../sergeantmajor/ui/tutorial/runner.py" line="+104" />
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/runner.py" line="-5" />
        <source>You have finished every lesson. Play a first match against Easy opponents?</source>
        <translation>Has terminado todas las lecciones. ¿Juegas una primera partida contra rivales de nivel Fácil?</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Play a match</source>
        <translation>Jugar una partida</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/tutorial/offer.py" line="-8" />
        <location filename="../sergeantmajor/ui/tutorial/runner.py" line="+9" />
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../sergeantmajor/app/words.py" line="-67" />
        <source>spades</source>
        <extracomment>The file reader's codes (:data:`sergeantmajor.engine.files.CODES`) a record error carries.</extracomment>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+1" />
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no trump</source>
        <translation>sin triunfo</translation>
    </message>
    <message>
        <location line="+10" />
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location line="+1" />
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location line="+1" />
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location line="+1" />
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location line="+1" />
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <location line="+1" />
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <location line="+1" />
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <location line="+1" />
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <location line="+1" />
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <location line="+1" />
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+12" />
        <source>NT</source>
        <comment>no trump, on a button beside ♠♥♦♣</comment>
        <translation>ST</translation>
    </message>
    <message numerus="yes">
        <location line="+41" />
        <source>up %n</source>
        <comment>tricks over target</comment>
        <translation>
            <numerusform>Arriba %n</numerusform>
            <numerusform>Arriba %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>down %n</source>
        <comment>tricks under target</comment>
        <translation>
            <numerusform>Abajo %n</numerusform>
            <numerusform>Abajo %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>on target</source>
        <translation>objetivo cumplido</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1%</source>
        <comment>a percentage: the number and the sign, spaced as the language does</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+9" />
        <source>tie broken by more points in the last hand</source>
        <translation>empate resuelto por más puntos en la última ronda</translation>
    </message>
    <message>
        <location line="+3" />
        <source>tie broken by the most recent trick</source>
        <translation>empate resuelto por la baza más reciente</translation>
    </message>
    <message>
        <location line="+6" />
        <source>highest total after the last hand</source>
        <translation>el total más alto tras la última ronda</translation>
    </message>
    <message>
        <location line="+1" />
        <source>most chips after the last hand</source>
        <translation>más fichas tras la última ronda</translation>
    </message>
    <message>
        <location line="+4" />
        <source>best standing when the match reached its hand limit</source>
        <translation>la mejor puntuación al llegar la partida a su límite de rondas</translation>
    </message>
    <message>
        <location line="+10" />
        <source>You must follow %1.</source>
        <translation>Debes jugar del palo requerido: %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You do not hold that card.</source>
        <translation>No tienes esa carta.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>That is not possible now.</source>
        <translation>Eso no se puede hacer ahora.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No trump is not allowed under these rules.</source>
        <translation>Estas reglas no permiten jugar sin triunfo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>You must give back your highest cards.</source>
        <translation>Debes devolver tus cartas más altas.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Give each player one of the targets.</source>
        <translation>Asigna a cada jugador uno de los objetivos.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>That card cannot go there.</source>
        <translation>Esa carta no puede ir ahí.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>That move is not allowed.</source>
        <translation>Esa jugada no está permitida.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targets</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kitty</source>
        <translation>Gatito</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exchange</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exchange timing</source>
        <translation>Momento del intercambio</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End of the match</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points to win</source>
        <translation>Puntos para ganar</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Number of hands</source>
        <translation>Número de rondas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Twelve tricks win</source>
        <translation>Doce bazas ganan</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No trump allowed</source>
        <translation>Se permite jugar sin triunfo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Double dealer's choice</source>
        <translation>Doble elección del crupier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>First dealer</source>
        <translation>Primer crupier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hand limit</source>
        <translation>Límite de rondas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Three players, or four with 12 cards each.</source>
        <translation>Tres jugadores, o cuatro con 12 cartas cada uno.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tricks each player must take: dealer first.</source>
        <translation>Bazas que debe ganar cada jugador, empezando por el crupier.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What the dealer does with the four spare cards.</source>
        <translation>Qué hace el crupier con las cuatro cartas sobrantes.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Players who were up take cards from players who were down.</source>
        <translation>Los jugadores que quedaron Arriba reciben cartas de los que quedaron Abajo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Exchange before or after the dealer names trump.</source>
        <translation>Intercambio antes o después de que el crupier elija el triunfo.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>When the match is over and who wins.</source>
        <translation>Cuándo termina la partida y quién gana.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The running total that ends the match.</source>
        <translation>El total acumulado que pone fin a la partida.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strict: the dealer must be up; lenient: on target is enough.</source>
        <translation>Estricto: el crupier debe quedar Arriba; flexible: basta con cumplir el objetivo.</translation>
    </message>
    <message>
        <location line="-71" />
        <source>point limit of %1 reached</source>
        <translation>límite de %1 puntos alcanzado</translation>
    </message>
    <message>
        <location line="+7" />
        <source>up as dealer after a full turn around the table</source>
        <translation>Arriba como crupier tras una vuelta completa</translation>
    </message>
    <message>
        <location line="+5" />
        <source>twelve tricks in one hand</source>
        <translation>doce bazas en una ronda</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Dealer's win (rotation)</source>
        <translation>Victoria del crupier (vuelta)</translation>
    </message>
    <message>
        <location line="+23" />
        <source>How many hands the match lasts when it has a fixed number of hands or chips.</source>
        <translation>Número de rondas de la partida (a número fijo de rondas o con fichas).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Taking 12 tricks in one hand wins the match at once.</source>
        <translation>Con 12 bazas en una ronda se gana la partida en el acto.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The dealer may name no trump.</source>
        <translation>El crupier puede anunciar sin triunfo.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The dealer decides which player gets which target.</source>
        <translation>El crupier decide qué objetivo tiene cada jugador.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>How the first dealer is chosen.</source>
        <translation>Cómo se elige el primer crupier.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Any match ends after this many hands at the latest; the highest total wins.</source>
        <translation>Toda partida termina como muy tarde tras este número de rondas; gana el total más alto.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>discard four, then take the kitty</source>
        <translation>descartar cuatro y luego tomar el gatito</translation>
    </message>
    <message>
        <location line="+1" />
        <source>take the kitty, then discard four</source>
        <translation>tomar el gatito y luego descartar cuatro</translation>
    </message>
    <message>
        <location line="+1" />
        <source>name trump blind, take, discard</source>
        <translation>triunfo a ciegas, tomar, descartar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rulebook: one card at a time</source>
        <translation>reglamento: carta a carta</translation>
    </message>
    <message>
        <location line="+1" />
        <source>classic: lowest for highest</source>
        <translation>clásico: las más bajas por las más altas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>before trump</source>
        <translation>antes del triunfo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>after trump</source>
        <translation>después del triunfo</translation>
    </message>
    <message>
        <location line="+1" />
        <source>first to the point limit</source>
        <translation>el primero en llegar al límite de puntos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>once around, dealer up</source>
        <translation>una vuelta, crupier Arriba</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fixed number of hands</source>
        <translation>número fijo de rondas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>chips</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location line="+1" />
        <source>strict</source>
        <translation>estricto</translation>
    </message>
    <message>
        <location line="+1" />
        <source>lenient</source>
        <translation>flexible</translation>
    </message>
    <message>
        <location line="+1" />
        <source>at random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>by cutting the deck</source>
        <translation>cortando la baraja</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Traditional</source>
        <translation>Tradicional</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casual</source>
        <translation>Informal</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The Spanish and Bulgarian rulebook: first to 10 points.</source>
        <translation>El reglamento español y búlgaro: gana el primero que llega a 10 puntos.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Classic exchange; ends when a dealer is up after a full turn around the table.</source>
        <translation>Intercambio clásico; termina cuando un crupier queda Arriba tras una vuelta completa a la mesa.</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Dana</source>
        <translation>Dana</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Elena</source>
        <translation>Elena</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hugo</source>
        <translation>Hugo</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Dana</source>
        <comment>seat 0's computer player in a demo</comment>
        <translation>Dana</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 or %2</source>
        <comment>a list of choices</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>With four players the targets must be %1.</source>
        <translation>Con 4 jugadores los objetivos deben ser %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Without a kitty the targets must be %1.</source>
        <translation>Sin gatito los objetivos deben ser %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>With three players and a kitty the targets must be %1.</source>
        <translation>Con 3 jugadores y gatito los objetivos deben ser %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Four players always play with a kitty: choose what the dealer does with it.</source>
        <translation>Con 4 jugadores siempre hay gatito: elige qué hace el crupier con él.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A match of %1 hands needs a hand limit of at least %1.</source>
        <translation>Una partida de %1 rondas necesita un límite de al menos %1 rondas.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 must be at least 1.</source>
        <translation>«%1» debe ser al menos 1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 cannot be “%2”: choose %3.</source>
        <translation>«%1» no puede ser «%2»: elige %3.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has a value of the wrong kind.</source>
        <translation>«%1» tiene un valor de tipo incorrecto.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Unknown house rule: %1.</source>
        <translation>Regla desconocida: %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Unknown preset: %1.</source>
        <translation>Modalidad desconocida: %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules are not a list of settings.</source>
        <translation>Las reglas no son una lista de ajustes.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A rule setting is written NAME=VALUE.</source>
        <translation>Un ajuste de reglas se escribe NOMBRE=VALOR.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The number of seats does not match the number of players.</source>
        <translation>El número de asientos no coincide con el número de jugadores.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>These house rules contradict each other.</source>
        <translation>Estas reglas se contradicen.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Its rules cannot be used: %1</source>
        <translation>Sus reglas no se pueden usar: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>It holds a move that the rules of the match do not allow.</source>
        <translation>Contiene una jugada que las reglas de la partida no permiten.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The file is not a match record.</source>
        <translation>El archivo no es un registro de partida.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The record was written by a newer version of the game.</source>
        <translation>El registro es de una versión más reciente del juego.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The rules in the record cannot be used.</source>
        <translation>Las reglas del registro no se pueden usar.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A player's name in it is longer than %1 characters.</source>
        <translation>El nombre de uno de los jugadores tiene más de %1 caracteres.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The saved match has no seat for you: computer players only.</source>
        <translation>La partida guardada no tiene ningún asiento para ti: solo juegan jugadores del ordenador.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The record is damaged or incomplete.</source>
        <translation>El registro está dañado o incompleto.</translation>
    </message>
    <message>
        <location line="-182" />
        <source>Classic exchange; nine hands, highest total wins.</source>
        <translation>Intercambio clásico; nueve rondas, gana el total más alto.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location line="+37" />
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+9" />
        <source>Ana</source>
        <extracomment>The computer players' names, in English (the catalogue's sources), for a seat whose own default name is someone else's at the table.</extracomment>
        <translation>Ana</translation>
    </message>
    <message>
        <location line="-8" />
        <location line="+8" />
        <source>Boris</source>
        <translation>Boris</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+8" />
        <source>Carla</source>
        <translation>Carla</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/ui/card_item.py" line="+90" />
        <source>face-down card</source>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <location filename="../sergeantmajor/app/words.py" line="+75" />
        <source>%1 must be at most %2.</source>
        <translation>«%1» debe ser como máximo %2.</translation>
    </message>
</context>
</TS>
