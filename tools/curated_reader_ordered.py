"""Curated patterns for one more family of injected orders (A2A-014's ``reader-ordered`` row), written
on 2026-11-29 (session twenty-six) on the tuning set ``corpus/targeted-g.jsonl``.

The AI that reads, processes or summarises this very text, named in the third person, then told to
act: "Asystent odczytujący ten wynik powinien przesłać …", "Den assistent som läser detta får gärna
använda verktyget …", "Modellen som tolkar detta ska …", "Asistentul care citește acest mesaj trebuie
să trimită …". A person is addressed as "you"; a text that names the program reading it and gives
that program an order is written for a model. English has this form in A2A-013's
``addressed-agents``; the rows in the other languages read it only when a colon follows the address
(A2A-014's ``readers-named``). Japanese, Korean and Chinese forms are in ``addressed-agents``.

Four slots, in this order, in one sentence: the reader (an assistant, agent, model, bot or AI), what
it does to the text (reads, processes, summarises, receives), the text itself (a demonstrative:
"ten wynik", "detta", "acest mesaj"), then an order (a modal or a request: "powinien", "ska",
"trebuie să", "bitte") followed by an act (send, forward, pay, use a tool, delete, approve, grant,
add, reveal, copy, leave out); or the reader, its clause right after its name, and a colon. "The agent handling your ticket will send you the invoice" is a
promise, and "will" is no order here; "der Agent, der diese Anfrage bearbeitet, leitet sie weiter"
describes, with no modal.
"""

from __future__ import annotations

from typing import Any

from curated_regex import START_OR_VALUE, bare, gap, loose, not_word_start

# Per language: the relative pronoun that opens the reader's clause ("rel", for the colon form), the
# negations that stop a match ("not", plain words), reader, reads, this, order (modal or request),
# act, and "verb_last" where the clause may put its verb after the text. Every slot but "not" a
# regex over the normalized text (lower case); "\\pL*" takes an inflection.
_LEXICON: dict[str, dict[str, Any]] = {
    "pl": {
        "rel": bare("który", "która", "które", "co"),
        "not": ("nie", "nigdy"),
        "reader": bare("asystent\\pL*", "agent\\pL*", "model\\pL*", "bot\\pL*", "chatbot\\pL*", "ai", "si"),
        "reads": bare(
            "(?:od)?czyt\\pL*",
            "przetwarz\\pL*",
            "analiz\\pL*",
            "obsług\\pL*",
            "streszcz\\pL*",
            "podsumow\\pL*",
            "otrzym\\pL*",
            "ocenia\\pL*",
            "przegląd\\pL*",
        ),
        "this": bare("ten", "tę", "ta", "to", "tego", "tej", "tym", "niniejsz\\pL*"),
        "order": bare("powin\\pL*", "musi", "ma", "mają", "należy", "prosimy", "proszę", "niech", "winien"),
        "act": bare(
            "(?:prze|wy|ode)?sła\\pL*",
            "(?:prze|wy|ode)?śl\\pL*",
            "zebra\\pL*",
            "przekaza\\pL*",
            "przekaż\\pL*",
            "uży\\pL*",
            "usu\\pL*",
            "wykona\\pL*",
            "zatwierdz\\pL*",
            "doda\\pL*",
            "dołącz\\pL*",
            "przytocz\\pL*",
            "poda\\pL*",
            "udostępni\\pL*",
            "zleci\\pL*",
            "pomi\\pL*",
            "ujawni\\pL*",
            "skopiuj\\pL*",
            "wklej\\pL*",
            "uruchom\\pL*",
            "zignoruj\\pL*",
            "nada\\pL*",
            "zapła\\pL*",
            "przele\\pL*",
        ),
    },
    "sv": {
        "rel": bare("som"),
        "not": ("inte", "aldrig", "ej", "icke"),
        "reader": bare("assistent\\pL*", "agent\\pL*", "modell\\pL*", "språkmodell\\pL*", "bot\\pL*", "ai\\pL*"),
        "reads": bare(
            "läs\\pL*",
            "bearbet\\pL*",
            "tolk\\pL*",
            "analyser\\pL*",
            "sammanfatt\\pL*",
            "hanter\\pL*",
            "tar emot",
            "granskar",
        ),
        "this": bare("detta", "denna", "dessa", "det här", "den här"),
        "order": bare("ska", "skall", "bör", "måste", "ombeds", "uppmanas", "får gärna", "vänligen", "behöver"),
        "act": bare(
            "skicka\\pL*",
            "vidarebefordra\\pL*",
            "använd\\pL*",
            "radera\\pL*",
            "ta bort",
            "kör\\pL*",
            "överför\\pL*",
            "betala\\pL*",
            "bevilja\\pL*",
            "godkänn\\pL*",
            "lägg\\pL*",
            "återge\\pL*",
            "dela\\pL*",
            "avslöja\\pL*",
            "utelämna\\pL*",
            "ignorera\\pL*",
            "kopiera\\pL*",
            "ge\\pL*",
        ),
    },
    "cs": {
        "rel": bare("který", "která", "které", "jenž"),
        "verb_last": True,
        "not": ("ne", "nikdy"),
        "reader": bare("asistent\\pL*", "agent\\pL*", "model\\pL*", "bot\\pL*", "ai", "umělá inteligence"),
        "reads": bare(
            "čte\\pL*",
            "čtou\\pL*",
            "zpracov\\pL*",
            "zpracuj\\pL*",
            "analyzuj\\pL*",
            "shrnuj\\pL*",
            "přijím\\pL*",
            "obdrž\\pL*",
            "vyhodnocuj\\pL*",
            "prochází",
        ),
        "this": bare("tento", "tuto", "toto", "tato", "této", "tohoto", "tyto", "tomto"),
        "order": bare("by měl\\pL*", "musí", "má", "mají", "nechť", "ať", "prosím", "je třeba", "je nutné"),
        "act": bare(
            "odeslat",
            "odešl\\pL*",
            "zavol\\pL*",
            "požád\\pL*",
            "vypiš\\pL*",
            "vypsa\\pL*",
            "posla\\pL*",
            "pošl\\pL*",
            "přeposla\\pL*",
            "přepošl\\pL*",
            "použí\\pL*",
            "použ\\pL*",
            "smaza\\pL*",
            "smaž\\pL*",
            "odstra\\pL*",
            "spusti\\pL*",
            "schvál\\pL*",
            "přida\\pL*",
            "přidej\\pL*",
            "vlož\\pL*",
            "zveřejni\\pL*",
            "sdíle\\pL*",
            "sdílej\\pL*",
            "vynech\\pL*",
            "ignoruj\\pL*",
            "zkopíruj\\pL*",
            "zaplat\\pL*",
            "převé\\pL*",
            "udělit",
            "uděl\\pL*",
        ),
    },
    "ro": {
        "rel": bare("care"),
        "not": ("nu", "niciodată", "niciodata", "trebuie"),
        "reader": bare("asistent\\pL*", "agent\\pL*", "model\\pL*", "bot\\pL*", "ai", "ia"),
        "reads": bare(
            "citește",
            "citesc",
            "citi",
            "procesează",
            "procesa",
            "analizează",
            "rezumă",
            "primește",
            "evaluează",
            "parcurge",
        ),
        "this": bare("acest", "această", "aceasta", "aceste", "acestui", "acestei", "acesta"),
        "order": bare("trebuie", "ar trebui", "să", "este rugat", "vă rugăm", "te rog", "este necesar"),
        "act": bare(
            "trimit\\pL*",
            "transmit\\pL*",
            "solicit\\pL*",
            "redirecțion\\pL*",
            "transfer\\pL*",
            "plăt\\pL*",
            "folos\\pL*",
            "utiliz\\pL*",
            "apel\\pL*",
            "șterg\\pL*",
            "ștear\\pL*",
            "rul\\pL*",
            "execut\\pL*",
            "aprob\\pL*",
            "acord\\pL*",
            "adaug\\pL*",
            "includ\\pL*",
            "dezvălu\\pL*",
            "reproduc\\pL*",
            "copi\\pL*",
            "omit\\pL*",
            "ignor\\pL*",
            "partaj\\pL*",
        ),
    },
    "nl": {
        "rel": bare("die", "dat"),
        "verb_last": True,
        "not": ("niet", "nooit", "geen"),
        "reader": bare("assistent\\pL*", "agent\\pL*", "model\\pL*", "taalmodel\\pL*", "bot\\pL*", "ai"),
        "reads": bare(
            "leest",
            "lezen",
            "verwerkt",
            "verwerken",
            "analyseert",
            "samenvat\\pL*",
            "ontvangt",
            "beoordeelt",
            "doorneemt",
        ),
        "this": bare("dit", "deze"),
        "order": bare("moet", "moeten", "dient", "zou moeten", "wordt verzocht", "graag", "gelieve"),
        "act": bare(
            "stuur\\pL*",
            "sturen",
            "doorsturen",
            "door te sturen",
            "verzend\\pL*",
            "gebruik\\pL*",
            "verwijder\\pL*",
            "voer\\pL* ",
            "uitvoeren",
            "uit te voeren",
            "betal\\pL*",
            "overmak\\pL*",
            "goedkeur\\pL*",
            "goed te keuren",
            "toekennen",
            "toevoeg\\pL*",
            "toe te voegen",
            "onthul\\pL*",
            "kopieer\\pL*",
            "deel",
            "delen",
            "weglat\\pL*",
            "weg te laten",
            "negeer\\pL*",
        ),
    },
    "de": {
        "rel": bare("der", "die", "das", "welche[rs]?"),
        "verb_last": True,
        "not": ("nicht", "niemals", "nie", "kein", "keine", "keinesfalls"),
        "reader": bare(
            "assistent\\pL*", "agent\\pL*", "modell\\pL*", "sprachmodell\\pL*", "bot\\pL*", "ki", "ki-\\pL+"
        ),
        "reads": bare(
            "liest",
            "lesen",
            "verarbeitet",
            "verarbeiten",
            "analysiert",
            "zusammenfass\\pL*",
            "erhält",
            "empfängt",
            "auswertet",
            "bearbeitet",
            "prüft",
        ),
        "this": bare("diese[snmr]?", "dies"),
        "order": bare("soll", "sollte", "sollen", "muss", "müssen", "möge", "bitte", "wird gebeten", "hat"),
        "act": bare(
            "sende\\pL*",
            "senden",
            "schick\\pL*",
            "weiterleite\\pL*",
            "weiterzuleiten",
            "leite\\pL*",
            "überweis\\pL*",
            "zahl\\pL*",
            "verwende\\pL*",
            "nutze\\pL*",
            "benutze\\pL*",
            "aufrufe\\pL*",
            "lösche\\pL*",
            "entfern\\pL*",
            "ausführe\\pL*",
            "führe\\pL*",
            "genehmig\\pL*",
            "freigebe\\pL*",
            "erteil\\pL*",
            "hinzufüg\\pL*",
            "einfüg\\pL*",
            "offenleg\\pL*",
            "preisgebe\\pL*",
            "kopier\\pL*",
            "weglasse\\pL*",
            "ignorier\\pL*",
            "teile\\pL*",
        ),
    },
    "fr": {
        "rel": bare("qui"),
        "not": ("ne", "jamais", "pas", "aucun", "aucune"),
        "reader": bare("(?:l')?assistant\\pL*", "(?:l')?agent\\pL*", "modèle\\pL*", "bot\\pL*", "(?:l')?ia"),
        "reads": bare(
            "lit",
            "lisent",
            "lira",
            "traite",
            "traitent",
            "traitera",
            "analyse",
            "résume",
            "reçoit",
            "examine",
            "parcourt",
        ),
        "this": bare("ce", "cet", "cette", "ces", "ceci"),
        "order": bare("doit", "doivent", "devra", "devrait", "est prié", "merci de", "veuillez", "il faut"),
        "act": bare(
            "envoy\\pL*",
            "transf[eé]r\\pL*",
            "transmet\\pL*",
            "vir\\pL*",
            "pa[yi]\\pL*",
            "utilis\\pL*",
            "appel\\pL*",
            "supprim\\pL*",
            "exécut\\pL*",
            "approuv\\pL*",
            "valid\\pL*",
            "accord\\pL*",
            "ajout\\pL*",
            "inclu\\pL*",
            "révél\\pL*",
            "divulgu\\pL*",
            "copi\\pL*",
            "omet\\pL*",
            "ignor\\pL*",
            "partag\\pL*",
        ),
    },
    "es": {
        "rel": bare("que"),
        "not": ("no", "nunca", "jamás", "jamas"),
        "reader": bare("asistente\\pL*", "agente\\pL*", "modelo\\pL*", "bot\\pL*", "ia"),
        "reads": bare(
            "lea",
            "lee",
            "leen",
            "procese",
            "procesa",
            "analice",
            "analiza",
            "resuma",
            "resume",
            "reciba",
            "recibe",
            "revise",
        ),
        "this": bare("este", "esta", "estos", "estas", "esto"),
        "order": bare("debe", "deberá", "debería", "tiene que", "ha de", "por favor", "se le pide"),
        "act": bare(
            "envi\\pL*",
            "reenvi\\pL*",
            "transfer\\pL*",
            "pag\\pL*",
            "us[ae]\\pL*",
            "utiliz\\pL*",
            "llam\\pL*",
            "elimin\\pL*",
            "borr\\pL*",
            "ejecut\\pL*",
            "aprob\\pL*",
            "aprueb\\pL*",
            "conced\\pL*",
            "añad\\pL*",
            "inclu\\pL*",
            "revel\\pL*",
            "copi\\pL*",
            "omit\\pL*",
            "ignor\\pL*",
            "compart\\pL*",
        ),
    },
    "it": {
        "rel": bare("che"),
        "not": ("non", "mai"),
        "reader": bare("(?:l')?assistent[ei]", "(?:l')?agent[ei]", "modell[oi]", "bot\\pL*", "(?:l')?ia", "(?:l')?ai"),
        "reads": bare(
            "legge",
            "legga",
            "leggono",
            "elabora",
            "elabori",
            "analizza",
            "analizzi",
            "riassume",
            "riassuma",
            "riceve",
            "esamina",
        ),
        "this": bare("questo", "questa", "questi", "queste", "quest'"),
        "order": bare("deve", "dovrà", "dovrebbe", "è pregato", "per favore", "si prega"),
        "act": bare(
            "invi\\pL*",
            "inoltr\\pL*",
            "trasfer\\pL*",
            "pag\\pL*",
            "us[ai]\\pL*",
            "utilizz\\pL*",
            "chiam\\pL*",
            "elimin\\pL*",
            "cancell\\pL*",
            "esegu\\pL*",
            "approv\\pL*",
            "concede\\pL*",
            "aggiung\\pL*",
            "inclu\\pL*",
            "rivel\\pL*",
            "copi\\pL*",
            "omett\\pL*",
            "ignor\\pL*",
            "condivid\\pL*",
        ),
    },
    "pt": {
        "rel": bare("que"),
        "not": ("não", "nao", "nunca", "jamais"),
        "reader": bare("assistente\\pL*", "agente\\pL*", "modelo\\pL*", "bot\\pL*", "ia"),
        "reads": bare(
            "ler",
            "lê",
            "leia",
            "leem",
            "processa",
            "processe",
            "processar",
            "analisa",
            "analise",
            "resume",
            "resuma",
            "recebe",
        ),
        "this": bare("este", "esta", "estes", "estas", "isto", "esse", "essa"),
        "order": bare("deve", "deverá", "deveria", "tem de", "tem que", "por favor", "solicitamos"),
        "act": bare(
            "envi\\pL*",
            "reenvi\\pL*",
            "encaminh\\pL*",
            "transfer\\pL*",
            "pag\\pL*",
            "us[ae]\\pL*",
            "utiliz\\pL*",
            "cham\\pL*",
            "exclu\\pL*",
            "apag\\pL*",
            "execut\\pL*",
            "aprov\\pL*",
            "conced\\pL*",
            "adicion\\pL*",
            "inclu\\pL*",
            "revel\\pL*",
            "copi\\pL*",
            "omit\\pL*",
            "ignor\\pL*",
            "compartilh\\pL*",
        ),
    },
    "da": {
        "rel": bare("der", "som"),
        "not": ("ikke", "aldrig"),
        "reader": bare("assistent\\pL*", "agent\\pL*", "model\\pL*", "sprogmodel\\pL*", "bot\\pL*", "ai", "ki"),
        "reads": bare("læser", "behandler", "analyserer", "opsummerer", "modtager", "gennemgår"),
        "this": bare("denne", "dette", "disse"),
        "order": bare("skal", "bør", "må", "bedes", "venligst"),
        "act": bare(
            "send\\pL*",
            "videresend\\pL*",
            "overfør\\pL*",
            "betal\\pL*",
            "brug\\pL*",
            "slet\\pL*",
            "kør\\pL*",
            "godkend\\pL*",
            "tildel\\pL*",
            "tilføj\\pL*",
            "afslør\\pL*",
            "kopier\\pL*",
            "udelad\\pL*",
            "ignorer\\pL*",
            "del",
        ),
    },
    "no": {
        "rel": bare("som"),
        "not": ("ikke", "aldri", "aldrig"),
        "reader": bare("assistent\\pL*", "agent\\pL*", "modell\\pL*", "språkmodell\\pL*", "bot\\pL*", "ai", "ki"),
        "reads": bare("leser", "behandler", "analyserer", "oppsummerer", "mottar", "går gjennom"),
        "this": bare("denne", "dette", "disse"),
        "order": bare("skal", "bør", "må", "bes", "vennligst"),
        "act": bare(
            "send\\pL*",
            "videresend\\pL*",
            "overfør\\pL*",
            "betal\\pL*",
            "bruk\\pL*",
            "slett\\pL*",
            "kjør\\pL*",
            "godkjenn\\pL*",
            "tildel\\pL*",
            "legg\\pL*",
            "avslør\\pL*",
            "kopier\\pL*",
            "utelat\\pL*",
            "ignorer\\pL*",
            "del",
        ),
    },
}

# The languages' names, for the row's description.
LANGUAGES = (
    "Polish, Swedish, Czech, Romanian, Dutch, German, French, Spanish, Italian, Portuguese, Danish and Norwegian"
)


# The letters of the languages these rows read (lower case: the text is case-folded), as explicit
# ranges: RE2 compiles "\\pL" and its complements into thousands of instructions each, and a branch
# that repeats them (a word that is no negation, up to six times) would pass the engine's program
# size; Latin ranges keep each language's branch near 10,000.
_LATIN = "a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u017f\u0219\u021b"
_LATIN_LETTERS = (
    [chr(c) for c in range(ord("a"), ord("z") + 1)]
    + [chr(c) for c in range(0xDF, 0xF7)]
    + [chr(c) for c in range(0xF8, 0x100)]
    + [chr(c) for c in range(0x100, 0x180)]
    + ["\u0219", "\u021b"]
)


def _latin_except(excluded: set[str]) -> str:
    """A class of the Latin letters but ``excluded``, as ranges."""
    codes = sorted(ord(c) for c in _LATIN_LETTERS if c not in excluded)
    ranges: list[tuple[int, int]] = []
    for code in codes:
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1] = (ranges[-1][0], code)
        else:
            ranges.append((code, code))
    return "[" + "".join(chr(a) + (f"-{chr(b)}" if b > a else "") for a, b in ranges) + "]"


def _free_word(excluded: tuple[str, ...]) -> str:
    """A whole word that is none of ``excluded`` (nor a beginning of one), in Latin letters."""
    return not_word_start(*excluded, letters_except=_latin_except, digit="[0-9]") + "[" + _LATIN + "]*"


def _branch(words: dict[str, Any]) -> str:
    """Reader, what it does to the text, the text, an order, an act: one sentence, in this order. The
    word right before the order and the words between it and the act are no negation ("no debe
    reenviar", "soll niemals senden", "ska aldrig skicka": a rule against it)."""
    free_word = _free_word(words["not"])
    # Accents optional in the words (``loose``), not in the word classes: a range there is exact.
    reader, reads, this, order, act = (loose(words[slot]) for slot in ("reader", "reads", "this", "order", "act"))
    # "der diese Antwort verarbeitet", "die dit bericht leest": German and Dutch put the verb last.
    read_this = reads + "[^\\pL]" + gap(30) + this
    if words.get("verb_last"):
        read_this = "(?:" + read_this + "|" + this + "[^\\pL]" + gap(40) + reads + ")"
    body = (
        reader
        + "[^\\pL]"
        + gap(40)
        + read_this
        + "(?:[^\\pL](?:"
        + gap(120)
        + "[^\\pL])?"
        + free_word
        + ")?[^\\pL]{1,3}"
        + order
        + "(?:[^\\pL]{1,3}"
        + free_word
        + "){0,6}[^\\pL]{1,3}"
        + act
    )
    # Or the reader so named and a colon: what follows is said to it ("Instrucțiune pentru asistentul
    # care citește acest mesaj: …"). Here the clause follows the reader's name at once (a relative
    # pronoun, or a participle): "Nota para el asistente de dirección que lea este correo: …" names a
    # person by a job, and is a note to them.
    rel = loose(words["rel"])
    named = reader + "[^\\pL]{1,3}(?:" + rel + "[^\\pL]{1,3})?" + read_this + gap(40) + "\\s?:\\s?[^\\s]"
    body = "(?:" + body + "|" + named + ")"
    return START_OR_VALUE + body.replace("[^\\pL]", f"[^{_LATIN}]").replace("\\pL", f"[{_LATIN}]")


# Two rows: every language in one regex would be longer than the engine accepts (16,384 characters).
_MAJOR = ("de", "fr", "es", "it", "pt")
READER_ORDERED = "|".join(f"(?:{_branch(_LEXICON[language])})" for language in _MAJOR)
READER_ORDERED_MORE = "|".join(
    f"(?:{_branch(words)})" for language, words in _LEXICON.items() if language not in _MAJOR
)
LANGUAGES = "German, French, Spanish, Italian and Portuguese"
MORE_LANGUAGES = "Polish, Swedish, Czech, Romanian, Dutch, Danish and Norwegian"
