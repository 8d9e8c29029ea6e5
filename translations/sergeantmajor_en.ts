<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Online</name>
    <message numerus="yes">
        <source>The connection to the table was lost. Trying again in %n second(s)…</source>
        <translation>
            <numerusform>The connection to the table was lost. Trying again in %n second…</numerusform>
            <numerusform>The connection to the table was lost. Trying again in %n seconds…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n more player(s)…</source>
        <translation>
            <numerusform>Waiting for %n more player…</numerusform>
            <numerusform>Waiting for %n more players…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is away. If they are not back within %n second(s), a computer player will take their seat.</source>
        <translation>
            <numerusform>%1 is away. If they are not back within %n second, a computer player will take their seat.</numerusform>
            <numerusform>%1 is away. If they are not back within %n seconds, a computer player will take their seat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>The dealer deals %n cards to every player, four at a time, clockwise from the left. The last four cards are the kitty; they stay face down in the middle of the table.</source>
        <translation>
            <numerusform>The dealer deals %n cards to every player, four at a time, clockwise from the left. The last four cards are the kitty; they stay face down in the middle of the table.</numerusform>
            <numerusform>The dealer deals %n cards to every player, four at a time, clockwise from the left. The last four cards are the kitty; they stay face down in the middle of the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The two of clubs is taken out of the deck and the dealer deals %n cards to every player. There is no kitty.</source>
        <translation>
            <numerusform>The two of clubs is taken out of the deck and the dealer deals %n cards to every player. There is no kitty.</numerusform>
            <numerusform>The two of clubs is taken out of the deck and the dealer deals %n cards to every player. There is no kitty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before naming trump the dealer picks up the kitty, and after naming it discards any four of the %n cards face down. Only the dealer sees the discards.</source>
        <translation>
            <numerusform>Before naming trump the dealer picks up the kitty, and after naming it discards any four of the %n cards face down. Only the dealer sees the discards.</numerusform>
            <numerusform>Before naming trump the dealer picks up the kitty, and after naming it discards any four of the %n cards face down. Only the dealer sees the discards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dealer names trump before seeing the kitty, then picks it up and discards any four of the %n cards face down. Only the dealer sees the discards.</source>
        <translation>
            <numerusform>The dealer names trump before seeing the kitty, then picks it up and discards any four of the %n cards face down. Only the dealer sees the discards.</numerusform>
            <numerusform>The dealer names trump before seeing the kitty, then picks it up and discards any four of the %n cards face down. Only the dealer sees the discards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The highest trump in the trick wins it; if no trump was played, the highest card of the suit led wins. Whoever wins a trick leads the next one, until all %n tricks have been played.</source>
        <translation>
            <numerusform>The highest trump in the trick wins it; if no trump was played, the highest card of the suit led wins. Whoever wins a trick leads the next one, until all %n tricks have been played.</numerusform>
            <numerusform>The highest trump in the trick wins it; if no trump was played, the highest card of the suit led wins. Whoever wins a trick leads the next one, until all %n tricks have been played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match ends after the round in which a player's total reaches %n points or more. The highest total wins.</source>
        <translation>
            <numerusform>The match ends after the round in which a player's total reaches %n points or more. The highest total wins.</numerusform>
            <numerusform>The match ends after the round in which a player's total reaches %n points or more. The highest total wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match lasts %n rounds. The highest total wins.</source>
        <translation>
            <numerusform>The match lasts %n rounds. The highest total wins.</numerusform>
            <numerusform>The match lasts %n rounds. The highest total wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After every round each player who is up receives one chip per trick up from every player who is down. After %n rounds the player with the most chips wins.</source>
        <translation>
            <numerusform>After every round each player who is up receives one chip per trick up from every player who is down. After %n rounds the player with the most chips wins.</numerusform>
            <numerusform>After every round each player who is up receives one chip per trick up from every player who is down. After %n rounds the player with the most chips wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In any case the match ends after %n rounds at the latest; then the highest total wins, a tie broken by the points of the last round, then by who won a trick most recently.</source>
        <translation>
            <numerusform>In any case the match ends after %n rounds at the latest; then the highest total wins, a tie broken by the points of the last round, then by who won a trick most recently.</numerusform>
            <numerusform>In any case the match ends after %n rounds at the latest; then the highest total wins, a tie broken by the points of the last round, then by who won a trick most recently.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sergeant Major, also called 3-5-8 or 8-5-3, is a trick-taking game for %n players. In every round each player has a target, a number of tricks to take. Taking more puts you up, taking fewer puts you down; the ups and downs add up to your score.</source>
        <translation>
            <numerusform>Sergeant Major, also called 3-5-8 or 8-5-3, is a trick-taking game for %n players. In every round each player has a target, a number of tricks to take. Taking more puts you up, taking fewer puts you down; the ups and downs add up to your score.</numerusform>
            <numerusform>Sergeant Major, also called 3-5-8 or 8-5-3, is a trick-taking game for %n players. In every round each player has a target, a number of tricks to take. Taking more puts you up, taking fewer puts you down; the ups and downs add up to your score.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>Discard %n card(s) to the discard area</source>
        <translation>
            <numerusform>Discard %n card to the discard area</numerusform>
            <numerusform>Discard %n cards to the discard area</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to give to %1, then press Give</source>
        <translation>
            <numerusform>Choose %n card to give to %1, then press Give</numerusform>
            <numerusform>Choose %n cards to give to %1, then press Give</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is up and takes %n card(s) from you</source>
        <translation>
            <numerusform>%1 is up and takes %n card from you</numerusform>
            <numerusform>%1 is up and takes %n cards from you</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are up: exchange %n card(s) with %1</source>
        <translation>
            <numerusform>You are up: exchange %n card with %1</numerusform>
            <numerusform>You are up: exchange %n cards with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 exchanges %n card(s) with %2</source>
        <translation>
            <numerusform>%1 exchanges %n card with %2</numerusform>
            <numerusform>%1 exchanges %n cards with %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 exchanged %n card(s)</source>
        <translation>
            <numerusform>%1 and %2 exchanged %n card</numerusform>
            <numerusform>%1 and %2 exchanged %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You exchanged %n card(s) with %1</source>
        <translation>
            <numerusform>You exchanged %n card with %1</numerusform>
            <numerusform>You exchanged %n cards with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Select exactly %n card(s) to give</source>
        <translation>
            <numerusform>Select exactly %n card to give</numerusform>
            <numerusform>Select exactly %n cards to give</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>up %n</source>
        <comment>tricks over target</comment>
        <translation>
            <numerusform>up %n</numerusform>
            <numerusform>up %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>down %n</source>
        <comment>tricks under target</comment>
        <translation>
            <numerusform>down %n</numerusform>
            <numerusform>down %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
</context>
</TS>
