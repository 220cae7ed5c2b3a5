<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardInput</name>
    <message>
        <location filename="../ui/boardinput.cpp" line="112"/>
        <source>An earlier position is on view: go to the last move to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="121"/>
        <source>It is %1&apos;s turn.</source>
        <translation type="unfinished">%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="126"/>
        <source>That piece has no legal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="149"/>
        <source>%1 cannot go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="173"/>
        <source>Drop %1 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/boardinput.cpp" line="181"/>
        <source>Nothing can be dropped there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../ui/boardview.cpp" line="77"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
</context>
<context>
    <name>DataStrings</name>
    <message>
        <location filename="../ui/datastrings.cpp" line="14"/>
        <source>Chaturanga 4-84</source>
        <translation>Chaturanga 4-84</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="15"/>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="16"/>
        <source>Hyderabad Decimal Chess</source>
        <translation>Hyderabad-Dezimalschach</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="17"/>
        <source>Kaiserspiel</source>
        <translation>Kaiserspiel</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="18"/>
        <source>Sultanspiel</source>
        <translation>Sultanspiel</translation>
    </message>
    <message>
        <location filename="../ui/datastrings.cpp" line="19"/>
        <source>Turkish Great Chess</source>
        <translation>Türkisches Großschach</translation>
    </message>
</context>
<context>
    <name>EndingCommand</name>
    <message>
        <location filename="../ui/movecommand.cpp" line="24"/>
        <source>resignation</source>
        <extracomment>The undo/redo actions read &quot;Undo resignation&quot; / &quot;Undo draw agreement&quot;.</extracomment>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../ui/movecommand.cpp" line="24"/>
        <source>draw agreement</source>
        <translation>Remisvereinbarung</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="63"/>
        <source>There is no variant called “%1”.</source>
        <translation>Es gibt keine Variante namens „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="66"/>
        <source>The game cannot start: %1</source>
        <translation>Die Partie kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="75"/>
        <source>Choose a variant first.</source>
        <translation>Wählen Sie zuerst eine Variante.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="169"/>
        <source>%1 and %2</source>
        <extracomment>Two armies of one team, as in &quot;Red and Yellow win&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="198"/>
        <location filename="../ui/gamecontroller.cpp" line="224"/>
        <location filename="../ui/gamecontroller.cpp" line="252"/>
        <location filename="../ui/gamecontroller.cpp" line="369"/>
        <location filename="../ui/gamecontroller.cpp" line="388"/>
        <location filename="../ui/gamecontroller.cpp" line="401"/>
        <location filename="../ui/gamecontroller.cpp" line="432"/>
        <source>No game is being played.</source>
        <translation>Es wird keine Partie gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="201"/>
        <source>There is nothing to choose now.</source>
        <translation>Jetzt ist nichts zu wählen.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="203"/>
        <source>It is %1&apos;s turn to choose, not %2&apos;s.</source>
        <translation>%1 wählt, nicht %2.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="206"/>
        <source>“%1” is not one of the choices.</source>
        <translation>„%1“ steht nicht zur Wahl.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="218"/>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="226"/>
        <source>%1 must choose before the first move.</source>
        <translation>%1 muss vor dem ersten Zug wählen.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="228"/>
        <location filename="../ui/gamecontroller.cpp" line="256"/>
        <location filename="../ui/gamecontroller.cpp" line="373"/>
        <location filename="../ui/gamecontroller.cpp" line="392"/>
        <location filename="../ui/gamecontroller.cpp" line="403"/>
        <source>The game is over: %1</source>
        <translation>Die Partie ist beendet: %1</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="237"/>
        <source>There is no piece on %1.</source>
        <translation>Auf %1 steht keine Figur.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="241"/>
        <source>That move is not legal here.</source>
        <translation>Dieser Zug ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="259"/>
        <source>“%1” is not a legal move here.</source>
        <translation>„%1“ ist hier kein erlaubter Zug.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="371"/>
        <location filename="../ui/gamecontroller.cpp" line="390"/>
        <location filename="../ui/gamecontroller.cpp" line="407"/>
        <source>There is no such army.</source>
        <translation>Diese Armee gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="405"/>
        <source>No draw has been offered.</source>
        <translation>Es wurde kein Remis angeboten.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="409"/>
        <source>The offer must be accepted by the other side.</source>
        <translation>Das Angebot muss von der Gegenseite angenommen werden.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="439"/>
        <source>A draw can be claimed only after a threefold repetition or under the %1-move rule.</source>
        <translation>Remis kann nur nach dreifacher Stellungswiederholung oder nach der %1-Züge-Regel beansprucht werden.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="440"/>
        <source>A draw can be claimed only after a threefold repetition.</source>
        <translation>Remis kann nur nach dreifacher Stellungswiederholung beansprucht werden.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="448"/>
        <location filename="../ui/gamecontroller.cpp" line="466"/>
        <location filename="../ui/gamecontroller.cpp" line="484"/>
        <source>The game goes on.</source>
        <translation>Die Partie läuft.</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="454"/>
        <source>%1 win — %2</source>
        <extracomment>%1 is one army (&quot;White&quot;), %2 how the game was won.</extracomment>
        <translation>%1 gewinnen — %2</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="455"/>
        <source>%1 wins — %2</source>
        <translation>%1 gewinnt — %2</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="458"/>
        <source>Draw — %1</source>
        <extracomment>%1 says how the game was drawn.</extracomment>
        <translation>Remis — %1</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="461"/>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="463"/>
        <source>by agreement</source>
        <translation>nach Vereinbarung</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="467"/>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="468"/>
        <source>pawn mate: double victory</source>
        <translation>Bauernmatt: doppelter Sieg</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="469"/>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="470"/>
        <source>stalemate, a win for the stalemating side</source>
        <translation>Patt, ein Sieg für die pattsetzende Seite</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="471"/>
        <source>stalemate: half victory</source>
        <translation>Patt: halber Sieg</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="472"/>
        <source>stalemate, a loss for the stalemating side</source>
        <translation>Patt, eine Niederlage für die pattsetzende Seite</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="473"/>
        <source>capture of the last piece (burj)</source>
        <translation>Schlagen der letzten Figur (Burj)</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="474"/>
        <source>bare king</source>
        <translation>blanker König</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="475"/>
        <source>bare king, but the last enemy piece taken in reply</source>
        <translation>blanker König, doch die letzte gegnerische Figur im Gegenzug geschlagen</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="476"/>
        <source>the king reached its target square</source>
        <translation>der König hat sein Zielfeld erreicht</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="477"/>
        <source>threefold repetition</source>
        <translation>dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="478"/>
        <source>perpetual check</source>
        <translation>Dauerschach</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="479"/>
        <source>%1-move rule</source>
        <translation>%1-Züge-Regel</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="480"/>
        <source>all enemy kings captured</source>
        <translation>alle gegnerischen Könige geschlagen</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="481"/>
        <source>all the marked squares held</source>
        <translation>alle markierten Felder besetzt</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="482"/>
        <source>%1 has no legal move</source>
        <translation>%1 hat keinen erlaubten Zug</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="31"/>
        <location filename="../ui/mainwindow.cpp" line="183"/>
        <location filename="../ui/mainwindow.cpp" line="190"/>
        <source>Kabir</source>
        <translation>Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="34"/>
        <source>Board</source>
        <translation type="unfinished">Brett</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="53"/>
        <source>Promotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="53"/>
        <source>Promote to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="83"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="86"/>
        <source>&amp;Take Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="89"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="93"/>
        <source>Re&amp;sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="94"/>
        <source>&amp;Offer Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="95"/>
        <source>&amp;Claim Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="97"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="100"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="101"/>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="104"/>
        <source>Show the board from the other side</source>
        <translation>Das Brett von der anderen Seite zeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="107"/>
        <source>First Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="109"/>
        <source>Previous Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="111"/>
        <source>Next Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="113"/>
        <source>Last Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="116"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="117"/>
        <source>&amp;About Kabir</source>
        <translation>Ü&amp;ber Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="124"/>
        <location filename="../ui/mainwindow.cpp" line="135"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="144"/>
        <source>&amp;Variant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="162"/>
        <source>There is no variant &quot;%1&quot;.</source>
        <translation>Es gibt keine Variante „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="165"/>
        <source>The variant &quot;%1&quot; cannot be set up:
%2</source>
        <translation>Die Variante „%1“ kann nicht aufgebaut werden:
%2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="190"/>
        <source>The game is not finished. Give it up?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="216"/>
        <source>%1 chooses the array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="218"/>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="238"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="246"/>
        <source>Choose the array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="247"/>
        <source>%1 chooses before the first move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="256"/>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="256"/>
        <source>Resign the game for %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="271"/>
        <source>Draw offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="271"/>
        <source>%1 offers a draw. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="293"/>
        <source>The unfinished game has been restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="297"/>
        <source>The autosaved game could not be read and was set aside: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="325"/>
        <source>Cannot write the screenshot %1.</source>
        <translation>Das Bildschirmfoto %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="331"/>
        <source>About Kabir</source>
        <translation>Über Kabir</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="332"/>
        <source>&lt;h3&gt;Kabir %1&lt;/h3&gt;&lt;p&gt;Historical chess variants on boards of every size: play them, study their rules and sources, and keep records of games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kabir %1&lt;/h3&gt;&lt;p&gt;Historische Schachvarianten auf Brettern jeder Größe: sie spielen, ihre Regeln und Quellen studieren und Partien aufzeichnen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MoveCommand</name>
    <message>
        <location filename="../ui/movecommand.cpp" line="7"/>
        <source>move %1</source>
        <extracomment>The undo/redo actions read &quot;Undo move Nf3&quot; / &quot;Redo move Nf3&quot;.</extracomment>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="24"/>
        <location filename="../ui/rulesbrowser.cpp" line="108"/>
        <location filename="../ui/rulesbrowser.cpp" line="132"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="29"/>
        <location filename="../ui/rulesbrowser.cpp" line="31"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="30"/>
        <source>Back to the previous page</source>
        <translation>Zurück zur vorigen Seite</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="37"/>
        <location filename="../ui/rulesbrowser.cpp" line="39"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="38"/>
        <source>Forward to the next page</source>
        <translation>Weiter zur nächsten Seite</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="46"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="48"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="51"/>
        <source>Rules page</source>
        <translation>Regelseite</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="55"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="107"/>
        <source>There is no rules page for the variant &quot;%1&quot; yet.</source>
        <translation>Für die Variante „%1“ gibt es noch keine Regelseite.</translation>
    </message>
    <message>
        <location filename="../ui/rulesbrowser.cpp" line="132"/>
        <source>Rules — %1</source>
        <translation>Regeln — %1</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <location filename="../ui/startupoptions.cpp" line="24"/>
        <source>Kabir: historical chess variants.</source>
        <translation>Kabir: historische Schachvarianten.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="26"/>
        <source>Open the variant &lt;id&gt;.</source>
        <translation>Die Variante &lt;id&gt; öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="26"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="27"/>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Das Brett von der Seite von Schwarz zeigen.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="29"/>
        <source>Write the window to the image &lt;file&gt; and quit.</source>
        <translation>Das Fenster in die Bilddatei &lt;datei&gt; schreiben und beenden.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="29"/>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="30"/>
        <source>The window&apos;s size for --screenshot.</source>
        <translation>Die Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="31"/>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="41"/>
        <source>Unknown variant &quot;%1&quot; (known: %2).</source>
        <translation>Unbekannte Variante „%1“ (bekannt: %2).</translation>
    </message>
    <message>
        <location filename="../ui/startupoptions.cpp" line="49"/>
        <source>The size &quot;%1&quot; is not of the form WIDTHxHEIGHT, such as 760x800.</source>
        <translation>Die Größe „%1“ hat nicht die Form BREITExHÖHE, etwa 760x800.</translation>
    </message>
</context>
</TS>
