# The works the rules pages cite, as data: each with the pattern by which a page's text cites
# it and its entry for the References section. A page lists exactly the works its text cites
# (references_section), so a citation cannot lose its entry. The entries follow the
# bibliographies of Markov (2022) and Markov and Härtel (2020); a URL is given only where the
# work is online at that address.
import re

# Words of the entries that differ between the languages.
WORDS = {
    "en": {"pp": "pp.", "p": "p.", "ed": "edited by", "in": "In:", "and": "and", "anon": "Anonymous",
           "review": "Review of", "continued": "continued", "press": "Imperial press",
           "greenwood": "with E. Greenwood's modern variant", "peguilhen": "Peguilhen's Kaiserspiel",
           "letter": "Letter from Tibet of 30 March 1775", "printed": "Printed in", "quoted": "As quoted by",
           "first": "First volume", "gletter": "Letter to P. Cohen of 25 February 1975 (typescript)",
           "note": "editor's note", "cited": "Cited by",
           "after": "After an article in"},
    "de": {"pp": "S.", "p": "S.", "ed": "herausgegeben von", "in": "In:", "and": "und", "anon": "Anonym",
           "review": "Rezension von", "continued": "Fortsetzung", "press": "Kaiserliche Druckerei",
           "greenwood": "mit E. Greenwoods moderner Variante", "peguilhen": "Peguilhens Kaiserspiel",
           "letter": "Brief aus Tibet vom 30. März 1775", "printed": "Abgedruckt in", "quoted": "Zitiert nach",
           "first": "Erster Band", "gletter": "Brief an P. Cohen vom 25. Februar 1975 (Typoskript)",
           "note": "Anmerkung des Herausgebers", "cited": "Angeführt bei",
           "after": "Nach einem Aufsatz in"},
}

# (key, pattern in the page's text, entry). The entry's {pp}, {p}, {and} and so on are the
# words above; the list is in the order of the References section (by author, then year).
WORKS = [
    ("anon1808", r"Anonym(?:ous)? \(?1808",
     "{anon} (1808). {review} <i>Ed-durer al-montachabat al-mansura fi islahil ghalathat al-mischhura</i> "
     "(Skutari, 1806/7), {continued}. {in} <i>Allgemeine Literatur-Zeitung</i> 188, {pp} 481–488."),
    ("anon1810", r"Anonym(?:ous)? \(?1810",
     "{anon} (1810). Auch Einiges an Liebhaber des Schachspiels, zur Prüfung. {in} <i>Neues Hannoversches "
     "Magazin</i> 20 (46, 47), {pp} 721–750."),
    ("anon1819", r"Anonym(?:ous)? \(?1819|Archiv der Spiele|Peguilhen",
     "{anon} (1819). <i>Archiv der Spiele, oder fortlaufende Beschreibung aller Spiele der Vorwelt und "
     "Mitwelt. Erstes Heft</i>. Ludwig Wilhelm Wittig, Berlin. ({peguilhen}: {p} 66.)"),
    ("anon1920", r"April\s+1920",
     "{anon} (1920). [Burmese chess.] <i>The Chess Amateur</i>, April 1920, reprinted from <i>The Times</i>. "
     "{cited} D. B. Pritchard (2007), <i>The Classified Encyclopedia of Chess Variants</i>, 29.3."),
    ("ashir1806", r"Ad-Durar",
     "Abū'r-Rafid Muḥammad Ḥafīd Ibn-Muṣṭafā ʿĀšir (AH 1221 / CE 1806/7). <i>Ad-Durar al-muntahabāt "
     "al-mantūra fī iṣlāḥ al-ġalaṭāt al-mašhūra</i>. {press}, Skutari (Üsküdar)."),
    ("aronson2002", r"Aronson",
     "Aronson, P. (2002). Chaturanga 4-84. <i>The Chess Variant Pages</i>. "
     '<a href="https://www.chessvariants.com/large.dir/contest84/chaturanga-4-84.html">'
     "https://www.chessvariants.com/large.dir/contest84/chaturanga-4-84.html</a>"),
    ("ancientchess", r"ancientchess",
     "Ancient Chess. Shatar, rules booklet. <i>ancientchess.com</i>."),
    ("bodlaender", r"Bodlaender|Greenwood",
     "Bodlaender, H. Indian Great Chess, {greenwood}. <i>The Chess Variant Pages</i>. "
     '<a href="https://www.chessvariants.com/historic.dir/indiangr1.html">'
     "https://www.chessvariants.com/historic.dir/indiangr1.html</a>"),
    ("bogle1775", r"Bogle",
     "Bogle, G. (1775). {letter}. {printed} A. van der Linde (1874), <i>Geschichte und Litteratur des "
     "Schachspiels</i>, {first}. J. Springer, Berlin."),
    ("brooke1849", r"Brooke",
     "Brooke (1849). {cited} the Ludii game \"Main Chator\" (Digital Ludeme Project)."),
    ("carrillo", r"Carrillo",
     "Carrillo, J. <i>Hiashatar. Mongolian Decimal Chess</i>. The Chess Variant Pages, "
     '<a href="https://www.chessvariants.org/play/hiashatar">https://www.chessvariants.org/play/hiashatar</a>'),
    ("cazaux2017", r"Cazaux",
     "Cazaux, J.-L., {and} R. Knowlton (2017). <i>A World of Chess: Its Development and Variations Through "
     "Centuries and Civilizations</i>. McFarland &amp; Company, Jefferson."),
    ("derzhanski", r"Derzhanski",
     "Derzhanski, I. <i>Shatra</i>. {after} L. Kurin (ed.) (1988), <i>Sto receptov vyxodnogo</i>, "
     "Molodaja gvardija, Moscow, {pp} 156–160. "
     '<a href="http://www.math.bas.bg/~iad/tyalie/shatra/shatrax.html">'
     "http://www.math.bas.bg/~iad/tyalie/shatra/shatrax.html</a>"),
    ("fsf", r"Fairy-Stockfish",
     "Fabian Fichter and contributors. <i>Fairy-Stockfish</i>, a chess variant engine derived from Stockfish. "
     '<a href="https://github.com/fairy-stockfish/Fairy-Stockfish">https://github.com/fairy-stockfish/Fairy-Stockfish</a>'),
    ("falkener1892", r"Falkener",
     "Falkener, E. (1892). <i>Games Ancient and Oriental and How to Play Them</i>. Longmans, Green and "
     "Company, London {and} New York."),
    ("fide2023", r"FIDE",
     "FIDE (2023). <i>FIDE Laws of Chess taking effect from 1 January 2023</i>. FIDE Handbook, E.01. "
     '<a href="https://handbook.fide.com/chapter/E012023">https://handbook.fide.com/chapter/E012023</a>'),
    ("forbes1860", r"Forbes",
     "Forbes, D. (1860). <i>The History of Chess: From the Time of the Early Invention of the Game in India till "
     "the Period of its Establishment in Western and Central Europe</i>. W. H. Allen &amp; Co., London."),
    ("friedlander", r"Friedlander",
     "Friedlander, E. <i>Tamerlane Chess</i>, notes to his applet. The Chess Variant Pages, "
     '<a href="https://www.chessvariants.com/play/erf/Tamerlan.html">'
     "https://www.chessvariants.com/play/erf/Tamerlan.html</a>"),
    ("gardner1966", r"Gardner",
     "Gardner, M. (1966). <i>Martin Gardner's New Mathematical Diversions from Scientific American</i>. Simon and "
     "Schuster, New York."),
    ("ellinghoven2003", r"Ellinghoven",
     "Ellinghoven, B. (2003). Kambodschach / Work in Progress zur Geschichte des Schachspiels in Kambodscha. "
     "{in} <i>Kambodschanische Kultur</i> 8, Berlin, {pp} 90–122."),
    ("gollon1968", r"Gollon \(?1968|Chess Variations Ancient",
     "Gollon, J. (1968). <i>Chess Variations Ancient, Regional, and Modern</i>. C. E. Tuttle Company, "
     "Rutland, Vermont &amp; Tokyo."),
    ("gollon1975", r"Gollon \(?1975|Februar[y]? 1975",
     "Gollon, J. (1975). {gletter}. {quoted} D. B. Pritchard (2007), <i>The Classified Encyclopedia of Chess "
     "Variants</i>, 29.3, {note}."),
    ("grimm1851", r"Grimm[^;.]{0,15}1851",
     "Grimm, V. (1851). Chess at Aleppo. {in} <i>Chess Player's Chronicle</i> 12, {pp} 184–186."),
    ("grimm1865", r"Grimm[^;.]{0,15}1865",
     "Grimm, V. (1865). Schach im Orient. {in} <i>Schachzeitung</i> 20, {pp} 361–364."),
    ("iyer1982", r"Iyer",
     "Iyer, V. K. (1982). <i>Indian Chess</i>."),
    ("rajababu1901", r"Raja Babu",
     "Lala Raja Babu (1901). {quoted} H. J. R. Murray (1913), <i>A History of Chess</i>, {p} 347."),
    ("kondratev1931", r"Kondratev",
     "Kondratev, N. (1931). {cited} D. B. Pritchard (2007), <i>The Classified Encyclopedia of Chess Variants</i>, "
     "29.5."),
    ("kurin1988", r"Kurin",
     "Kurin, L. (ed.) (1988). <i>Sto receptov vyxodnogo</i> (A hundred recipes for the day off). Molodaja "
     "gvardija, Moscow, {pp} 156–160 (Shatra). {cited} I. Derzhanski, <i>Shatra</i>."),
    ("ludii", r"Ludii",
     "Ludii General Game System, Maastricht University: the game descriptions of the Digital Ludeme Project, each "
     "with the sources it cites. "
     '<a href="https://ludii.games/">https://ludii.games/</a>'),
    ("markov2022", r"Markov \(?2022",
     "Markov, G. (2022). Three large chess variants from India and Germany: a note on their rules. "
     "<i>Board Game Studies Journal</i>, 16. DOI 10.2478/bgs-2022-0017. "
     '<a href="https://doi.org/10.2478/bgs-2022-0017">https://doi.org/10.2478/bgs-2022-0017</a>'),
    ("markov2020", r"Markov (?:and|und|&amp;) (?:S\. )?Härtel",
     "Markov, G., {and} S. Härtel (2020). Turkish Great Chess and Chinese Whispers: misadventures of a chess "
     "variant. <i>Board Game Studies Journal</i> 14, {pp} 43–60. DOI 10.2478/bgs-2020-0003. "
     '<a href="https://doi.org/10.2478/bgs-2020-0003">https://doi.org/10.2478/bgs-2020-0003</a>'),
    ("murray1913", r"Murray",
     "Murray, H. J. R. (1913). <i>A History of Chess</i>. Oxford University Press, Oxford."),
    ("oefele1904", r"Oefele",
     "Oefele, A. van (1904). <i>Das Schachspiel der Bataker</i>."),
    ("popova1974", r"Popova",
     "Popova (1974). {cited} D. B. Pritchard (2007), <i>The Classified Encyclopedia of Chess Variants</i>, 29.5."),
    ("okano1999", r"Okano",
     "Okano, N. (1999). <i>Sekai-no meina shogi</i> (The world's chess games), chapter V, {pp} 40–46. {cited} "
     "Wikipedia (Hiashatar)."),
    ("pritchard2007", r"Pritchard",
     "Pritchard, D. B. (2007). <i>The Classified Encyclopedia of Chess Variants</i>, {ed} J. Beasley. "
     "J. Beasley, Harpenden."),
    ("robinson1904", r"Robinson",
     "Robinson (1904). {cited} D. B. Pritchard (2007), 29.4, and the Ludii game \"Main Chator (Selangor)\"."),
    ("saxena1998", r"Saxena",
     "Saxena, R. G. D. (1998). 'Desi' (Indian) – style chess. {in} <i>The AICCF Bulletin</i> 5(2), {p} 11."),
    ("schubert1825", r"Schubert",
     "Schubert, F. T. (1825). Geschichte des Schach-Spiels (Beschluß). {in} <i>Morgenblatt für gebildete "
     "Stände</i> 19 (277), {pp} 1106–1107."),
    ("shastree1814", r"Shastree",
     "Shastree, T. (1814). <i>Essays on Chess, Adapted to the European Mode of Play</i>. Printed for the author by "
     "M. D. Cruz, Bombay."),
    ("shatrabase", r"Shatrabase",
     "AFKM (2012–2014). <i>Shatrabase</i>, a database program for Shatra derived from ChessX; its help page "
     "\"Some History, and Game Rules\" (the Extended version). "
     '<a href="https://github.com/franzm/shatrabase">https://github.com/franzm/shatrabase</a>'),
    ("skeat1900", r"Skeat",
     "Skeat, W. W. (1900). <i>Malay Magic: Being an Introduction to the Folklore and Popular Religion of the Malay "
     "Peninsula</i>. Macmillan, London."),
    ("stamma1745", r"Stamma",
     "Stamma, P. (1745). <i>The Noble Game of Chess</i>. J. Brindley, London."),
    ("tressau1840", r"Tressau",
     "Tressau, L. (1840). <i>Das Schachspiel, seine Gattungen und Abarten</i>. Gottfried Basse, Quedlinburg "
     "{and} Leipzig."),
    ("ubha1924", r"U Bha",
     "U Bha, Shwei-gyin (c. 1924). <i>Burmese Chess Guide</i>. {quoted} D. B. Pritchard (2007), <i>The Classified "
     "Encyclopedia of Chess Variants</i>, 29.3."),
    ("kisliuk", r"Kisliuk",
     "Kisliuk, L. U. <i>Hiashatar</i> (web site). {cited} Pritchard (2007), 29.5."),
    ("linde1874", r"Linde\b[^;.]{0,25}\b1874",
     "van der Linde, A. (1874). <i>Geschichte und Litteratur des Schachspiels</i>. Erster Band. J. Springer, "
     "Berlin."),
    ("linde1876", r"Linde\b[^;.]{0,25}\b1876",
     "van der Linde, A. (1876). <i>Leerboek van het Schaakspel</i>. G. A. van Hoften, Utrecht."),
    ("linde1881", r"Linde\b[^;.]{0,25}\b1881",
     "van der Linde, A. (1881). <i>Quellenstudien zur Geschichte des Schachspiels</i>. J. Springer, Berlin."),
    ("wikipedia-shatar", r"Wikipedia's article .Shatar|Wikipedia-Artikel .Shatar",
     "Wikipedia contributors. Shatar. <i>Wikipedia, The Free Encyclopedia</i>. "
     '<a href="https://en.wikipedia.org/wiki/Shatar">https://en.wikipedia.org/wiki/Shatar</a>'),
    ("verney1885", r"Verney",
     "Verney, G. (1885). <i>Chess Eccentricities</i>. Longmans, Green, &amp; Company, London."),
    ("wp-hiashatar", r"Wikipedia \(Hiashatar\)",
     "Wikipedia (Hiashatar). <i>Hiashatar</i>. The English Wikipedia, "
     '<a href="https://en.wikipedia.org/wiki/Hiashatar">https://en.wikipedia.org/wiki/Hiashatar</a>'),
    ("wp-tamerlane", r"Wikipedia \(Tamerlane chess\)",
     "Wikipedia contributors. Tamerlane chess. <i>Wikipedia, The Free Encyclopedia</i>. "
     '<a href="https://en.wikipedia.org/wiki/Tamerlane_chess">https://en.wikipedia.org/wiki/Tamerlane_chess</a>'),
]

# An author followed by a year, as the pages cite ("Markov (2022)", "Tressau 1840"), but not a
# date such as "(1806/7)": every such citation must match a work above.
CITATION = re.compile(r"\b([A-Z][a-zäöüé]+)\)? \(?((?:1[6-9]|20)\d\d)\b(?!/)")


def cited_works(text):
    """The keys of the works that `text` (a page's HTML) cites, in bibliography order."""
    return [key for key, pattern, _ in WORKS if re.search(pattern, text)]


def check_citations(text):
    """Fails when `text` cites an author and year that no work's pattern covers."""
    for match in CITATION.finditer(text):
        context = text[max(0, match.start() - 30):match.end()]
        assert any(re.search(pattern, context) for _, pattern, _ in WORKS), \
            f"no reference for the citation \"{match.group(0)}\" in \"{context}\""


def references_section(text, lang, heading, intro):
    """The References section for a page whose body is `text`: a list of the works it cites,
    each with an anchor ref-<key>."""
    check_citations(text)
    keys = cited_works(text)
    assert keys, "a rules page must cite its sources"
    entries = {key: entry for key, _, entry in WORKS}
    items = "\n".join(f'<li><a name="ref-{key}"></a>{fill_words(entries[key], lang)}</li>' for key in keys)
    return f"{heading}\n<p>{intro}</p>\n<ul>\n{items}\n</ul>"


def fill_words(entry, lang):
    for word, text in WORDS[lang].items():
        entry = entry.replace("{" + word + "}", text)
    assert "{" not in entry, entry
    return entry
