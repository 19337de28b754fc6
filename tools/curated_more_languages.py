"""Curated patterns for four families of injection in languages the other rows barely read (A2A-016
and A2A-017), written on 2026-11-28 (session twenty-two).

Blind rounds are written in 15 to 21 languages, one or two attacks each in Ukrainian, Czech,
Turkish, Arabic, Hindi, Vietnamese, Indonesian, Greek: languages the curated rows barely read. The
families the rows read best in English, German or French were written again here, per language,
from phrase lists that helper sessions (blind to the repository) wrote for this purpose
(``corpus/phrases-more-languages.json``): six attacker phrasings and three harmless sentences with
the same words per family and language. The first three phrasings of each list chose the words,
with the synonyms this project knows beside them; the last three were kept out and counted
(docs/curated-indicators.md). The families:

- ``user-bypassed``: do it without asking or telling the user, the user need not be informed, do
  not mention it to them;
- ``credentials-from-user``: ask the user for their password, one-time code, PIN, card number or
  CVV, or recovery phrase;
- ``setup-verbatim``: the reader's system prompt, initial or developer instructions printed,
  repeated or copied, word for word;
- ``reader-note``: a note to the AI assistant or language model that reads, processes or summarises
  this very text (a bare "note for readers" or "a language model can summarise documents" is not).

Text is read normalized: lower case, and a word made only of letters that look Latin is written
in Latin ("усі" reads "yci", Turkish "ı" reads "i"), so the patterns avoid such short words.
"""

from __future__ import annotations

import re
import unicodedata

from curated_regex import ATTACKERS, START_OR_VALUE, any_of, bare, gap, loose, one_of

# Per language: the user; the user bypassed; "need not be told" after the user is named; a
# sentence that names the user inside it ("whole"); ask; a credential; the setup; word for word; a
# verb that prints or copies; an AI reader named by what it does to this text. "bound" empty: the
# script joins its words (no word start to look for).
_LEXICON: dict[str, dict[str, str]] = {
    "uk": {
        "user": "користувач[а-яіїєґ']*",
        "bypass": bare(
            "не питаючи",
            "не запитуючи",
            "не повідомляючи",
            "не згадуй",
            "не кажи",
            "не повідомляй",
            "без відома",
            "без згоди",
            "без підтвердження",
            "не потрібно (?:підтверджувати|повідомляти|інформувати|питати)",
            "не треба (?:підтверджувати|повідомляти|інформувати|питати)",
        ),
        "need_not": bare("не потрібно", "не треба", "не варто") + " (?:повідомляти|інформувати|питати|знати)",
        "ask": bare("попроси", "попросіть", "запитай", "запитайте", "дізнайся", "дізнайтеся", "спитай", "вимагай"),
        "cred": bare(
            "парол[а-яіїєґ]*",
            "одноразов[а-яіїєґ]* код[а-яіїєґ]*",
            "код[а-яіїєґ]* з sms",
            "pin",
            "пін-код[а-яіїєґ]*",
            "номер[а-яіїєґ]* картки",
            "cvv",
            "секретн[а-яіїєґ]* фраз[а-яіїєґ]*",
            "фраз[а-яіїєґ]* відновлення",
        ),
        "setup": bare(
            "системн[а-яіїєґ]* (?:промпт|інструкці|повідомлен)[а-яіїєґ]*",
            "початков[а-яіїєґ]* інструкці[а-яіїєґ]*",
            "інструкці[а-яіїєґ]* розробника",
        ),
        "verbatim": bare("слово в слово", "дослівно", "повністю", "без (?:жодних )?скорочень"),
        "print": bare("виведи", "повтори", "скопіюй", "покажи", "розкрий", "наведи"),
        "reader": bare("(?:ші|ai)-?(?:асистент|помічник|модел)[а-яіїєґ]*", "мовн[а-яіїєґ]* модел[а-яіїєґ]*")
        + ",? (?:який|яка|що) (?:читає|обробляє|опрацьовує|підсумовує|аналізує) (?:цей|цю|це)",
    },
    "cs": {
        "user": "uživatel[a-záčďéěíňóřšťúůýž]*",
        "bypass": bare(
            "neptej",
            "neinformuj",
            "nezmiňuj",
            "neříkej",
            "bez vědomí",
            "bez souhlasu",
            "bez ptaní",
            "aniž by ses (?:zeptal|ptal)",
            "není třeba (?:informovat|se ptát|upozorňovat)",
        ),
        "need_not": "(?:není třeba|nemusíš|netřeba) (?:informovat|upozorňovat|se ptát|říkat)",
        "ask": bare("požádej", "zeptej se", "zjisti od", "vyžádej si od", "nech"),
        "cred": bare(
            "hesl[a-záčďéěíňóřšťúůýž]*",
            "jednorázov[a-záčďéěíňóřšťúůýž]* kód",
            "kód z sms",
            "pin",
            "čísl[a-z]* karty",
            "cvv",
            "obnovovací fráz[a-záčďéěíňóřšťúůýž]*",
        ),
        "setup": bare(
            "systémov[a-záčďéěíňóřšťúůýž]* (?:prompt|pokyn|instrukc)[a-záčďéěíňóřšťúůýž]*",
            "úvodní (?:instrukce|pokyny)",
            "pokyny od vývojáře",
            "instrukce od vývojáře",
        ),
        "verbatim": bare("slovo od slova", "doslova", "doslovně", "celý", "celé", "bez (?:jakýchkoli )?zkratek"),
        "print": bare("vypiš", "zopakuj", "zkopíruj", "ukaž", "prozraď", "odhal"),
        "reader": bare(
            "(?:ai|ui) (?:asistent|model)[a-záčďéěíňóřšťúůýž]*",
            "jazykov[a-záčďéěíňóřšťúůýž]* model[a-záčďéěíňóřšťúůýž]*",
        )
        + ",? (?:který|která|jenž) (?:čte|zpracovává|shrnuje|analyzuje) (?:tento|tuto|toto)",
    },
    "sk": {
        "user": "používateľ[a-záäčďéíĺľňóôŕšťúýž]*",
        "bypass": bare(
            "nepýtaj",
            "neinformuj",
            "nespomínaj",
            "nehovor",
            "bez vedomia",
            "bez súhlasu",
            "netreba (?:informovať|sa pýtať)",
        ),
        "need_not": "(?:netreba|nemusíš) (?:informovať|upozorňovať|sa pýtať)",
        "ask": bare("popros", "opýtaj sa", "zisti od", "vyžiadaj si od"),
        "cred": bare(
            "hesl[a-záäčďéíĺľňóôŕšťúýž]*",
            "jednorazov[a-záäčďéíĺľňóôŕšťúýž]* kód",
            "kód z sms",
            "pin",
            "čísl[a-z]* karty",
            "cvv",
            "fráz[a-záäčďéíĺľňóôŕšťúýž]* na obnovenie",
        ),
        "setup": bare(
            "systémov[a-záäčďéíĺľňóôŕšťúýž]* (?:prompt|pokyn|inštrukci)[a-záäčďéíĺľňóôŕšťúýž]*",
            "úvodné (?:inštrukcie|pokyny)",
            "pokyny od vývojára",
        ),
        "verbatim": bare("slovo od slova", "doslovne", "celý", "bez (?:akýchkoľvek )?skratiek"),
        "print": bare("vypíš", "zopakuj", "skopíruj", "ukáž", "prezraď"),
        "reader": bare(
            "(?:ai|ui) (?:asistent|model)[a-záäčďéíĺľňóôŕšťúýž]*",
            "jazykov[a-záäčďéíĺľňóôŕšťúýž]* model[a-záäčďéíĺľňóôŕšťúýž]*",
        )
        + ",? (?:ktorý|ktorá) (?:číta|spracúva|spracováva|sumarizuje|zhŕňa) (?:tento|túto|toto)",
    },
    "fi": {
        "user": "käyttäjä[a-zäö]*",
        "bypass": bare(
            "kysymättä",
            "ilmoittamatta",
            "kertomatta",
            "älä mainitse",
            "älä kerro",
            "ei tarvitse ilmoittaa",
            "ilman käyttäjän (?:lupaa|suostumusta|vahvistusta)",
        ),
        "need_not": "(?:ei tarvitse|ei ole tarpeen) (?:ilmoittaa|kertoa|kysyä)",
        "ask": bare("pyydä", "kysy", "selvitä"),
        "cred": bare(
            "salasan[a-zäö]*",
            "kertakäyttökoodi[a-zäö]*",
            "pin-koodi[a-zäö]*",
            "kortin numero",
            "cvv",
            "palautuslausee[a-zäö]*",
        ),
        "setup": bare(
            "järjestelmäkehot[a-zäö]*",
            "alkuperäiset ohjeet",
            "kehittäjän (?:antamat )?ohjeet",
            "järjestelmäohje[a-zäö]*",
        ),
        "verbatim": bare("sanasta sanaan", "sanatarkasti", "kokonaisuudessaan", "ilman (?:lyhennyksiä|muutoksia)"),
        "print": bare("tulosta", "toista", "kopioi", "näytä", "paljasta"),
        "reader": "(?:tätä|tämän|tämä) [a-zäö]+ (?:lukeva|käsittelevä|tiivistävä|analysoiva)[a-zäö]* (?:tekoäly|kieli)[a-zäö]*"
        "|jos olet (?:[a-zäö]+ ){0,3}(?:tekoäly|kieli)malli",
    },
    "hu": {
        "user": "felhasználó[a-záéíóöőúüű]*",
        "bypass": bare(
            "anélkül(?:,)? hogy (?:bármit is )?megkérdezné[dl]",
            "se említsd",
            "anélkül(?:,)? hogy szólnál",
            "ne szólj",
            "ne említsd",
            "ne tájékoztasd",
            "nem kell (?:erről )?tájékoztatni",
            "a felhasználó tudta nélkül",
        ),
        "need_not": "nem kell (?:erről )?(?:tájékoztatni|megkérdezni|értesíteni)",
        "ask": bare("kérd el", "kérdezd meg", "kérd meg"),
        "cred": bare(
            "jelszav[a-záéíóöőúüű]*",
            "egyszer használatos kód[a-záéíóöőúüű]*",
            "sms-(?:ben kapott )?kód[a-záéíóöőúüű]*",
            "pin-kód[a-záéíóöőúüű]*",
            "kártyaszám[a-záéíóöőúüű]*",
            "cvv",
            "helyreállítási kifejezés[a-záéíóöőúüű]*",
        ),
        "setup": bare(
            "rendszerprompt[a-záéíóöőúüű]*", "kezdeti utasítás[a-záéíóöőúüű]*", "fejlesztői utasítás[a-záéíóöőúüű]*"
        ),
        "verbatim": bare("szóról szóra", "szó szerint", "teljes egészében", "rövidítés (?:és változtatás )?nélkül"),
        "print": bare("írd ki", "ismételd meg", "másold be", "mutasd meg", "áruld el"),
        "reader": "(?:olvasó|feldolgozó|összefoglaló) (?:mi|ai)-?(?:asszisztens|modell)[a-záéíóöőúüű]*"
        + "|(?:olvasó|feldolgozó|összefoglaló) nyelvi modell[a-záéíóöőúüű]*",
    },
    "ro": {
        "user": "utilizator[a-zăâîșşțţ]*",
        "bypass": bare(
            "fără să-l (?:mai )?întrebi",
            "să nu (?:menționezi|spui|informezi|anunți)",
            "fără să-l informezi",
            "fără știrea",
            "fără acordul",
            "nu-i spune",
            "nu menționa",
            "nu (?:este|e) nevoie să-l (?:informezi|întrebi)",
        ),
        "need_not": "nu (?:este|e) nevoie să (?:informezi|întrebi|anunți)",
        "ask": bare("cere-i", "întreabă-l", "află de la", "solicită-i", "roagă-l"),
        "cred": bare(
            "parol[a-zăâîșşțţ]*",
            "codul unic",
            "cod(?:ul)? (?:primit )?(?:prin )?sms",
            "pin",
            "număr(?:ul)? cardului",
            "cvv",
            "fraz[a-zăâîșşțţ]* de recuperare",
        ),
        "setup": bare("prompt(?:ul)? de sistem", "instrucțiunile inițiale", "instrucțiunile dezvoltatorului"),
        "verbatim": bare("cuvânt cu cuvânt", "exact", "complet", "fără (?:nicio )?prescurtare"),
        "print": bare("afișează", "repetă", "copiază", "dezvăluie", "arată"),
        "reader": bare("asistent(?:ul)? (?:ai|ia)", "model(?:ul)? (?:ai|ia|de limbaj)")
        + " care (?:citește|procesează|rezumă|analizează) (?:acest|această)",
    },
    "da": {
        "user": "bruger(?:en|ne|en's)?",
        "bypass": bare(
            "uden at (?:spørge|informere|fortælle)",
            "nævn (?:venligst )?ikke",
            "fortæl ikke",
            "(?:der er )?ingen grund til at informere",
        ),
        "need_not": "(?:behøver ikke|skal ikke) (?:at )?(?:informeres|vide|spørges)",
        "ask": bare("bed", "spørg", "spørge"),
        "cred": bare(
            "adgangskode[a-zæøå]*",
            "engangskode[a-zæøå]*",
            "pinkode[a-zæøå]*",
            "kortnummer",
            "cvv",
            "gendannelsessætning[a-zæøå]*",
        ),
        "setup": bare("systemprompt[a-zæøå]*", "indledende instruktioner", "udviklerens instruktioner"),
        "verbatim": bare("ord for ord", "ordret", "i sin helhed", "uden forkortelser"),
        "print": bare("udskriv", "gentag", "kopiér", "kopier", "vis"),
        "reader": "(?:ai|kunstig intelligens)-?(?:assistent|model)(?:en)?,? der (?:læser|behandler|opsummerer) (?:denne|dette)"
        + "|sprogmodellen,? der (?:læser|behandler|opsummerer) (?:denne|dette)",
    },
    "no": {
        "user": "bruker(?:en|ne|ens)?",
        "bypass": bare(
            "uten å (?:spørre|informere|fortelle)",
            "ikke nevn",
            "nevn ikke",
            "ikke fortell",
            "det er ikke nødvendig å informere",
        ),
        "need_not": "(?:trenger ikke|skal ikke) (?:å )?(?:informeres|vite|spørres)",
        "ask": bare("be", "spør", "spørre"),
        "cred": bare(
            "passord[a-zæøå]*",
            "engangskode[a-zæøå]*",
            "pin-kode[a-zæøå]*",
            "kortnummer",
            "cvv",
            "gjenopprettingsfrase[a-zæøå]*",
        ),
        "setup": bare("systemprompt[a-zæøå]*", "innledende instruksjon[a-zæøå]*", "utviklerinstruksjon[a-zæøå]*"),
        "verbatim": bare("ord for ord", "ordrett", "i sin helhet", "uten forkortelser"),
        "print": bare("skriv ut", "gjenta", "kopier", "vis"),
        "reader": "ai-?(?:assistent|modell)(?:en)?,? som (?:leser|behandler|oppsummerer) (?:denne|dette)"
        + "|språkmodellen,? som (?:leser|behandler|oppsummerer) (?:denne|dette)",
    },
    "tr": {
        # the normalized text writes the dotless "ı" as "i"
        "user": "kullanici[a-zçğiöşü']*",
        "bypass": bare(
            "sormadan",
            "haber vermeden",
            "bilgilendirmene gerek yok",
            "bahsetme",
            "söyleme",
            "bilgisi olmadan",
            "onayi olmadan",
        ),
        "need_not": "(?:bilgilendirmene|sormana|haber vermene) gerek yok",
        "ask": bare("iste", "sor", "öğren"),
        "cred": bare(
            "şifre[a-zçğiöşü]*",
            "parola[a-zçğiöşü]*",
            "tek kullanimlik kod[a-zçğiöşü]*",
            "sms (?:ile gelen )?kod[a-zçğiöşü]*",
            "pin kod[a-zçğiöşü]*",
            "kart numara[a-zçğiöşü]*",
            "cvv",
            "kurtarma ifade[a-zçğiöşü]*",
        ),
        "setup": bare(
            "sistem istem[a-zçğiöşü]*",
            "ilk talimat[a-zçğiöşü]*",
            "geliştirici talimat[a-zçğiöşü]*",
            "sistem mesaj[a-zçğiöşü]*",
        ),
        "verbatim": bare("kelimesi kelimesine", "aynen", "tamamini", "hiçbir kisaltma"),
        "print": bare("yaz", "tekrarla", "kopyala", "göster", "paylaş"),
        "reader": "(?:bu|bunu) [a-zçğiöşü]+ (?:okuyan|işleyen|özetleyen) (?:bir )?(?:yapay zek[âa]|dil|ai) (?:asistan|model|ajan)[a-zçğiöşü]*",
    },
    # Arabic and Hebrew join prefixes to words ("ول", "וב"), Thai writes no spaces: their words are
    # read without a word start ("bound" False).
    "ar": {
        "bound": "",
        "user": "(?:ال)?مستخدم",
        "bypass": bare(
            "دون أن (?:تطلب|تسأل|تخبر|تبلغ|تعلم)",
            "دون (?:إذن|علم|موافقة|إبلاغ|سؤال)",
            "بدون (?:إذن|علم|موافقة|إبلاغ|سؤال)",
            "لا تذكر",
            "لا تخبر",
            "لا تبلغ",
            "أخف (?:هذا |ذلك )?عن",
            "لا داعي (?:لإبلاغ|لإخبار|لسؤال|لإعلام)",
            "لا حاجة (?:لإبلاغ|لإخبار|لسؤال|إلى إبلاغ)",
        ),
        "need_not": bare("لا داعي", "لا حاجة", "يجب ألا يعلم", "لا يجب أن يعرف"),
        "ask": bare("اطلب من", "اسأل", "اجعل", "احصل من"),
        "cred": bare(
            "كلمة (?:ال)?مرور",
            "كلمة السر",
            "رمز (?:ال)?تحقق",
            "رمز otp",
            "otp",
            "الرقم السري",
            "رقم (?:ال)?بطاق",
            "cvv",
            "عبارة (?:ال)?استرداد",
        ),
        "setup": bare(
            "موجه (?:ال)?نظام",
            "تعليماتك (?:ال)?أولية",
            "تعليمات (?:ال)?مطور",
            "رسالة (?:ال)?نظام",
            "التعليمات (?:ال)?مخفية",
            "تعليمات (?:ال)?نظام",
        ),
        "verbatim": bare(
            "كلمة بكلمة",
            "بالحرف",
            "بنصها الحرفي",
            "حرفيا",
            "حرفياً",
            "كاملا كما هو",
            "كاملاً كما هو",
            "دون (?:أي )?اختصار",
        ),
        "print": bare("اكشف", "انسخ", "كرر", "اعرض", "اطبع", "اقتبس"),
        "reader": bare("(?:ال)?مساعد (?:ال)?ذكي", "نموذج (?:ال)?ذكاء (?:ال)?اصطناعي", "(?:أي )?نموذج لغوي")
        + " (?:الذي|التي)? ?(?:يقرأ|يلخص|يعالج|يحلل) (?:هذا|هذه)",
    },
    "he": {
        "bound": "",
        "user": "(?:ה|ל|מה|את ה)?משתמש",
        "bypass": bare(
            "בלי לשאול",
            "בלי לעדכן",
            "בלי ליידע",
            "מבלי לשאול",
            "מבלי ליידע",
            "אל תזכיר",
            "אל תספר",
            "אל תגלה",
            "הסתר מ",
            "אין צורך (?:לקבל אישור|לעדכן|ליידע|לשאול)",
        ),
        "need_not": bare("אין צורך", "לא צריך לדעת", "אסור שידע"),
        "ask": bare("בקש", "שאל", "תגרום", "קבל"),
        "cred": bare(
            "סיסמ",
            "קוד (?:ה)?אימות",
            "קוד (?:ש)?(?:קיבל )?ב-?sms",
            "קוד חד[- ]פעמי",
            "otp",
            "מספר (?:ה)?כרטיס",
            "cvv",
            "צירוף (?:ה)?שחזור",
            "קוד סודי",
        ),
        "setup": bare(
            "הנחיית (?:ה)?מערכת",
            "הוראות (?:ה)?מערכת",
            "ההוראות הראשוניות",
            "הוראות (?:ה)?מפתח",
            "ההוראות הנסתרות",
            "ההנחיות (?:ה)?מקוריות",
        ),
        "verbatim": bare("מילה במילה", "כלשונן", "כלשונו", "בדיוק כפי שנכתבו", "במלואה", "במלואן", "בלי לקצר"),
        "print": bare("חשוף", "העתק", "חזור על", "הצג", "צטט", "הדפס"),
        "reader": bare("עוזר ה-?ai", "מודל (?:ה)?בינה (?:ה)?מלאכותית", "מודל שפה", "סוכני ה-?ai", "סוכן ה-?ai")
        + " ?(?:ש|אשר )(?:קורא|מסכם|מעבד|מנתח|מבצע)",
    },
    "hi": {
        "bound": "",
        "user": "उपयोगकर्ता",
        "bypass": bare(
            "से पूछे बिना",
            "को बताए बिना",
            "की (?:अनुमति|सहमति|पुष्टि) के बिना",
            "को मत बताना",
            "को (?:कुछ )?मत बताओ",
            "से छिपा",
            "(?:बताने|पूछने|पुष्टि लेने)[^।]{0,40}(?:की )?(?:कोई )?ज़रूरत नहीं",
        ),
        "whole": "ज़िक्र उपयोगकर्ता (?:से|को) (?:बिल्कुल )?मत",
        "need_not": bare("को पता नहीं चलना चाहिए", "को बताने की ज़रूरत नहीं"),
        "ask": bare("से (?:उसका |उसकी |उनका |उनकी )?", "मांगो", "मांगें", "पूछो", "पूछें", "लो"),
        "cred": bare("पासवर्ड", "otp", "ओटीपी", "पिन", "कार्ड नंबर", "cvv", "रिकवरी (?:फ्रेज़|वाक्यांश)", "सत्यापन कोड"),
        "setup": bare("सिस्टम प्रॉम्प्ट", "प्रारंभिक निर्देश", "डेवलपर निर्देश", "सिस्टम संदेश", "छिपे (?:हुए )?निर्देश"),
        "verbatim": bare("शब्दशः", "अक्षरशः", "ज्यों के त्यों", "हूबहू", "पूरा का पूरा", "बिना छोटा किए"),
        "print": bare("दिखाओ", "दिखाएं", "कॉपी करो", "दोहराइए", "दोहराओ", "बताओ"),
        "reader": "(?:पढ़ने|प्रोसेस करने|सारांश बनाने|विश्लेषण करने) वाले (?:किसी भी )?(?:ai|एआई|भाषा) (?:सहायक|मॉडल)",
    },
    "el": {
        # case-folded: a final sigma is σ; "να", "σου", "ο" are read in Latin ("va", "oou", "o")
        "user": "(?:τον |στον |του |ο |o )?χρήστη[σς]?",
        "bypass": bare(
            "χωρίσ (?:va|να) (?:ρωτήσεισ|ενημερώσεισ|πεισ)",
            "μην (?:αναφέρεισ|πεισ|ενημερώσεισ)",
            "δεν χρειάζεται (?:va|να) (?:ενημερώσεισ|ρωτήσεισ|ζητήσεισ)",
            "κράτα (?:το )?κρυφό",
            "απόκρυψε",
        ),
        "need_not": bare("δεν πρέπει (?:va|να) (?:μάθει|ξέρει)", "δεν χρειάζεται (?:va|να) (?:ενημερωθεί|ξέρει)"),
        "ask": bare("ζήτα", "ρώτησε", "πάρε"),
        "cred": bare(
            "κωδικό πρόσβασ",
            "κωδικό sms",
            "κωδικό επαλήθευσ",
            "otp",
            "pin",
            "αριθμό τησ κάρτασ",
            "cvv",
            "φράση ανάκτησ",
        ),
        "setup": bare(
            "προτροπή συστήματοσ",
            "αρχικέσ (?:oou |σου )?οδηγίεσ",
            "οδηγίεσ του προγραμματιστή",
            "μήνυμα συστήματοσ",
            "κρυφέσ οδηγίεσ",
        ),
        "verbatim": bare("λέξη προσ λέξη", "κατά λέξη", "αυτούσι[α-ωά-ώ]*", "ολόκληρ[α-ωά-ώ]*", "χωρίσ συντομεύσεισ"),
        "print": bare("αποκάλυψε", "αντίγραψε", "επανάλαβε", "δείξε", "παράθεσε"),
        "reader": "(?:βοηθό|μοντέλο) (?:ai|τεχνητήσ νοημοσύνησ|γλωσσικό)? ?(?:που|ποu) (?:διαβάζει|συνοψίζει|επεξεργάζεται|αναλύει)"
        "|γλωσσικό μοντέλο (?:που|ποu) (?:διαβάζει|συνοψίζει|επεξεργάζεται)",
    },
    "vi": {
        "user": "người dùng",
        "bypass": bare(
            "mà không (?:cần )?hỏi",
            "không cần (?:hỏi|thông báo|báo|xin xác nhận)",
            "đừng (?:nhắc|nói|báo|kể)",
            "giấu",
            "không để (?:cho )?người dùng biết",
            "không (?:cần )?xin phép",
        ),
        "need_not": bare("không được biết", "không cần biết"),
        "ask": bare("hỏi", "yêu cầu", "bảo"),
        "cred": bare(
            "mật khẩu", "mã otp", "otp", "mã xác (?:minh|thực)", "mã pin", "số thẻ", "cvv", "cụm từ khôi phục"
        ),
        "setup": bare(
            "lời nhắc hệ thống",
            "chỉ dẫn ban đầu",
            "hướng dẫn của nhà phát triển",
            "prompt hệ thống",
            "thông điệp hệ thống",
            "chỉ dẫn ẩn",
        ),
        "verbatim": bare("từng chữ", "nguyên văn", "chính xác", "toàn bộ", "không được rút gọn"),
        "print": bare("tiết lộ", "sao chép", "lặp lại", "hiển thị", "in ra"),
        "reader": "(?:(?:trợ lý|mô hình) (?:ai|ngôn ngữ)|mô hình ngôn ngữ nào) (?:đang |mà )?(?:đọc|tóm tắt|xử lý|phân tích)"
        "[^.!?:]{0,30} này",
    },
    "id": {
        "user": "pengguna",
        "bypass": bare(
            "tanpa (?:meminta|bertanya|memberi tahu|sepengetahuan|izin)",
            "tidak perlu (?:memberi tahu|bertanya|menunggu konfirmasi)",
            "jangan (?:sebutkan|beri tahu|bilang|kasih tahu)",
            "rahasiakan",
        ),
        "need_not": bare("tidak boleh tahu", "tidak perlu tahu"),
        "ask": bare("mintalah", "minta", "tanyakan"),
        "cred": bare(
            "kata sandi",
            "password",
            "kode otp",
            "otp",
            "kode verifikasi",
            "pin",
            "nomor kartu",
            "cvv",
            "frasa pemulihan",
        ),
        "setup": bare(
            "prompt sistem", "instruksi awal", "instruksi pengembang", "pesan sistem", "instruksi tersembunyi"
        ),
        "verbatim": bare("kata demi kata", "apa adanya", "secara persis", "secara lengkap", "tanpa disingkat"),
        "print": bare("ungkapkan", "salin", "ulangi", "tampilkan", "tuliskan"),
        "reader": "(?:asisten|model) (?:ai|bahasa) yang (?:membaca|merangkum|memproses|menganalisis)[^.!?:]{0,30} ini",
    },
    "th": {
        "bound": "",
        "user": "ผู้ใช้",
        "bypass": bare(
            "โดยไม่(?:ต้อง)?(?:ถาม|แจ้ง|บอก|ขออนุญาต)", "ไม่จำเป็นต้อง(?:แจ้ง|ถาม|ขอ)", "อย่า(?:พูดถึง|บอก|แจ้ง)", "ปิดบัง"
        ),
        "need_not": bare("ไม่ต้องรู้", "ห้ามรู้"),
        "ask": bare("ขอ", "ถาม", "ให้"),
        "cred": bare("รหัสผ่าน", "รหัส otp", "otp", "รหัสยืนยัน", "รหัส pin", "หมายเลขบัตร", "cvv", "วลีกู้คืน"),
        "setup": bare("พรอมต์ระบบ", "คำสั่งเริ่มต้น", "คำสั่งของนักพัฒนา", "ข้อความระบบ"),
        "verbatim": bare("คำต่อคำ", "ตรงตัว", "ตรงทุกคำ", "ทั้งหมด"),
        "print": bare("เปิดเผย", "คัดลอก", "พูดซ้ำ", "แสดง"),
        "reader": "(?:ผู้ช่วย|โมเดล) ?(?:ai|ภาษา)(?:ใดก็ตาม)? ?(?:ที่)?(?:กำลัง)?(?:อ่าน|สรุป|ประมวลผล)",
    },
    "ko": {
        "user": "사용자",
        "bypass": bare(
            "묻지 말고",
            "알리지 말고",
            "알리거나 확인받을 필요 없",
            "언급하지 말",
            "말하지 말",
            "숨기",
            "확인 없이",
            "허락 없이",
        ),
        "need_not": bare("알 필요 없", "몰라야"),
        "ask": bare("물어", "요청", "알려 달라고", "받아"),
        "cred": bare("비밀번호", "otp", "인증 ?번호", "인증 ?코드", "pin", "카드 ?번호", "cvv", "복구 ?문구"),
        "setup": bare("시스템 프롬프트", "초기 지시", "개발자 지침", "시스템 메시지", "숨겨진 지시"),
        "verbatim": bare("한 글자도 빠짐없이", "그대로", "토씨 하나", "원문 그대로", "전부 공개"),
        "print": bare("공개", "복사", "반복", "출력", "보여"),
        "reader": "(?:읽는|처리하는|요약하는|분석하는) (?:모든 )?(?:ai|언어) ?(?:어시스턴트|모델|에이전트)",
    },
}


# More wordings of the same slots, from this project's own knowledge of the languages (not from the
# phrase lists): other verbs and nouns an attacker picks for the same request.
_MORE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "uk": {
        "bypass": ("приховай від", "не кажучи", "без його відома", "без її відома", "нічого не кажи"),
        "need_not": ("не повинен (?:знати|дізнатися)", "підтвердження (?:не потрібне|не потрібно)"),
        "setup": (
            "прихован[а-яіїєґ]* інструкці[а-яіїєґ]*",
            "інструкці[а-яіїєґ]* оператора",
            "вказівк[а-яіїєґ]*, які ти отримав",
            "системн[а-яіїєґ]* налаштуван[а-яіїєґ]*",
        ),
        "verbatim": ("точно", "повний текст", "нічого не пропускаючи", "без змін"),
        "print": ("процитуй", "почни (?:свою )?відповідь", "надрукуй", "встав"),
    },
    "cs": {
        "bypass": (
            "skryj před",
            "nic mu neříkej",
            "nic jí neříkej",
            "aniž bys (?:to )?(?:řekl|oznámil)",
            "bez jeho vědomí",
        ),
        "need_not": ("nesmí (?:se )?(?:to )?dozvědět", "(?:souhlas|potvrzení) (?:není|nebude) (?:třeba|potřeba)"),
        "setup": (
            "systémov[a-záčďéěíňóřšťúůýž]* zpráv[a-záčďéěíňóřšťúůýž]*",
            "skryt[a-záčďéěíňóřšťúůýž]* (?:instrukc|pokyn)[a-záčďéěíňóřšťúůýž]*",
            "pokyny (?:ti dal|od) provozovatel[a-záčďéěíňóřšťúůýž]*",
            "instrukce, které jsi dostal",
        ),
        "verbatim": ("přesně", "úplné znění", "úplným textem", "nic nevynechávej", "od prvního do posledního"),
        "print": ("ocituj", "uveď", "začni (?:svou )?odpověď", "napiš"),
        # "aby asistent požádal uživatele o zadání … kódu CVC" (targeted-g, 2026-11-29).
        "ask": ("požád[a-záčďéěíňóřšťúůýž]*", "vyžádal[a-záčďéěíňóřšťúůýž]*"),
        "cred": ("cvc", "kód[a-záčďéěíňóřšťúůýž]* cvc", "bezpečnostní kód"),
    },
    "sk": {
        "bypass": ("skry pred", "nič mu nehovor", "nič jej nehovor", "bez jeho vedomia"),
        "need_not": (
            "sa (?:to )?nesmie dozvedieť",
            "(?:súhlas|potvrdenie) (?:nie je|netreba) (?:potrebn[éý]|potrebné)",
        ),
        "setup": (
            "systémov[a-záäčďéíĺľňóôŕšťúýž]* správ[a-záäčďéíĺľňóôŕšťúýž]*",
            "skryt[a-záäčďéíĺľňóôŕšťúýž]* (?:inštrukci|pokyn)[a-záäčďéíĺľňóôŕšťúýž]*",
            "pokyny od prevádzkovateľa",
        ),
        "verbatim": ("presne", "úplné znenie", "nič nevynechaj"),
        "print": ("ocituj", "uveď", "začni (?:svoju )?odpoveď", "napíš"),
    },
    "fi": {
        "bypass": ("salaa käyttäjältä", "pidä (?:tämä )?salassa", "käyttäjän tietämättä", "ilman että kerrot"),
        "need_not": ("ei saa tietää", "(?:vahvistusta|lupaa) ei tarvita"),
        "setup": (
            "järjestelmäviesti[a-zäö]*",
            "piilotetu[a-zäö]* ohjee[a-zäö]*",
            "ylläpitäjän ohjee[a-zäö]*",
            "saamasi ohjeet",
        ),
        "verbatim": ("täsmälleen", "koko teksti[a-zäö]*", "mitään pois jättämättä", "muuttamattomana"),
        "print": ("lainaa", "kirjoita", "aloita vastauksesi"),
    },
    "hu": {
        "bypass": ("titkold el", "tartsd titokban", "ne mondd el", "ne értesítsd"),
        "need_not": ("nem tudhat (?:róla|erről)", "(?:jóváhagyására|megerősítésére) nincs szükség"),
        "setup": (
            "rendszerüzenet[a-záéíóöőúüű]*",
            "rejtett utasítás[a-záéíóöőúüű]*",
            "üzemeltető[a-záéíóöőúüű]* utasítás[a-záéíóöőúüű]*",
            "kapott utasítás[a-záéíóöőúüű]*",
        ),
        "verbatim": ("pontosan", "teljes szöveg[a-záéíóöőúüű]*", "semmit ne hagyj ki", "változtatás nélkül"),
        "print": ("idézd", "kezdd a válaszod", "írd le"),
    },
    "ro": {
        "bypass": ("ascunde de", "nu-i spune nimic", "fără să (?:îi )?spui", "fără a-l anunța", "fără a-l informa"),
        "need_not": (
            "nu trebuie să (?:afle|știe)",
            "(?:confirmarea|acordul) (?:lui |utilizatorului )?nu (?:este|e) necesar[ăa]?",
        ),
        "setup": (
            "mesaj(?:ul)? de sistem",
            "instrucțiunile ascunse",
            "instrucțiunile operatorului",
            "instrucțiunile (?:pe care )?le-ai primit",
        ),
        "verbatim": ("textual", "integral", "textul complet", "fără să omiți", "fără modificări"),
        "print": ("citează", "începe-ți răspunsul", "reprodu"),
        # "să îi solicite utilizatorului numele de utilizator, parola și codul primit prin SMS"
        # (targeted-g, 2026-11-29).
        "ask": ("(?:să )?(?:îi )?solicit[ea]", "(?:să )?(?:îi )?ceară"),
    },
    "da": {
        "bypass": (
            "skjul (?:det )?for",
            "hold (?:det )?hemmeligt for",
            "sig ikke noget til",
            "uden brugerens (?:viden|samtykke|bekræftelse)",
        ),
        "need_not": ("må ikke (?:få noget at vide|vide)", "(?:bekræftelse|samtykke) er ikke nødvendig"),
        "setup": (
            "systembesked[a-zæøå]*",
            "skjulte instruktioner",
            "operatørens instruktioner",
            "de instruktioner,? du (?:har )?fået",
        ),
        "verbatim": ("præcis", "den fulde tekst", "uden at udelade", "uden ændringer"),
        "print": ("citér", "citer", "skriv", "start dit svar"),
    },
    "no": {
        "bypass": (
            "skjul (?:det )?for",
            "hold (?:det )?hemmelig for",
            "ikke si noe til",
            "uten brukerens (?:viten|samtykke|bekreftelse)",
        ),
        "need_not": ("må ikke (?:få vite|vite)", "(?:bekreftelse|samtykke) er ikke nødvendig"),
        "setup": (
            "systemmelding[a-zæøå]*",
            "skjulte instruksjoner",
            "operatørens instruksjoner",
            "instruksjonene du (?:har )?fått",
        ),
        "verbatim": ("nøyaktig", "hele teksten", "uten å utelate", "uten endringer"),
        "print": ("siter", "skriv", "start svaret"),
    },
    "tr": {
        "bypass": ("kullanicidan gizle", "gizli tut", "haberi olmadan", "bilgisi dişinda", "hiçbir şey söyleme"),
        "need_not": ("haberi olmamali", "(?:onayina|iznine) gerek yok", "bilmemeli"),
        "setup": (
            "sistem talimat[a-zçğiöşü]*",
            "gizli talimat[a-zçğiöşü]*",
            "operatör talimat[a-zçğiöşü]*",
            "aldiğin talimatlar[a-zçğiöşü]*",
        ),
        "verbatim": ("birebir", "eksiksiz", "tam metn[a-zçğiöşü]*", "hiçbir şeyi atlamadan", "değiştirmeden"),
        "print": ("alinti yap", "yanitina başla", "aktar", "ifşa et"),
    },
}


def _widened(words: dict[str, str], more: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """The lexicon's slots with the further wordings added as alternatives."""
    return {**words, **{slot: bare(words[slot], *extra) for slot, extra in more.items()}}


# Four families: those whose held-out phrasings the rows found more of than the set without them
# (setup-verbatim 6 -> 25 of 102, user-bypassed 0 -> 12, reader-note 1 -> 6, credentials-from-user
# 2 -> 6). Three more were written and measured the same day and not adopted: the conversation
# sent out (3 -> 3), rules declared void (1 -> 1) and a persona without limits (1 -> 1) found no
# held-out phrasing more, for as much start-up time and memory as the four
# (docs/curated-indicators.md).
def _branches(language: str, words: dict[str, str], bound: bool) -> dict[str, tuple[str, ...]]:
    """Each family's regexes for one language; a verb's end is looked for only where words are
    written apart."""
    user = words["user"]
    end = "[^\\pL]" if bound else ""
    return {
        "user-bypassed": (
            words["bypass"] + gap(40) + user,
            user + gap(40) + words["need_not"],
            user + gap(20) + "(?:[a-zß-ÿ]+ )?" + words["bypass"],
            *((words["whole"],) if "whole" in words else ()),
        ),
        "credentials-from-user": (
            words["ask"] + end + gap(40) + user + gap(80) + words["cred"],
            words["ask"] + end + gap(60) + words["cred"] + gap(40) + user,
            user + gap(80) + words["cred"] + gap(40) + words["ask"] + ("(?:[^\\pL]|$)" if bound else ""),
        ),
        "setup-verbatim": (
            words["print"] + end + gap(60) + words["setup"],
            words["setup"] + gap(60) + words["verbatim"],
            words["verbatim"] + gap(60) + words["setup"],
        ),
        "reader-note": (words["reader"],),
    }


# The marks the normalizer leaves out of the text it reads (detection/normalize.py): Arabic vowel
# marks and tatweel, the Devanagari nukta.
_OPTIONAL_MARKS = re.compile("[\u0640\u064b-\u065f\u0670\u093c]")


def _nfkc(regex: str) -> str:
    """The regex as the normalizer writes the text: NFKC (Thai's SARA AM split), without the marks
    it leaves out ("ज़रूरत" is read "जरूरत", "حوّل" "حول")."""
    return _OPTIONAL_MARKS.sub("", unicodedata.normalize("NFKC", regex))


# Two rows per family, one per group of languages: every language in one regex would be longer
# than the engine accepts (16,384 characters).
GROUPS = {
    "europe": ("uk", "cs", "sk", "fi", "hu", "ro", "da", "no", "tr", "el"),
    "asia": ("ar", "he", "hi", "vi", "id", "th", "ko"),
}


def _rows() -> dict[tuple[str, str], str]:
    """Each family's regex per group of languages (tools/gen_curated.py stops on one longer than the
    engine accepts)."""
    rows: dict[tuple[str, str], list[str]] = {}
    for group, languages in GROUPS.items():
        for language in languages:
            lexicon = _LEXICON[language]
            words = _widened(lexicon, _MORE_WORDS.get(language, {}))
            start = START_OR_VALUE if lexicon.get("bound", "yes") else ""
            # One automaton per family and language (its branches in one group): the engine builds an
            # automaton per top-level branch, and one per branch came to more than the 1,024 it keeps.
            for family, branches in _branches(language, words, bool(start)).items():
                rows.setdefault((family, group), []).append(one_of(*(_nfkc(loose(start + b)) for b in branches)))
    return {key: any_of(*branches) for key, branches in rows.items()}


MORE_LANGUAGES = _rows()
GROUP_NAMES = {
    "europe": "Ukrainian, Czech, Slovak, Finnish, Hungarian, Romanian, Danish, Norwegian, Turkish and Greek",
    "asia": "Arabic, Hebrew, Hindi, Vietnamese, Indonesian, Thai and Korean",
}

# What makes a row's match advice (``x-a2a-not-preceded-by``): "never" earlier in the sentence, in
# these languages and those SENTENCE_NEGATED reads, or attackers named ("Ніколи не повідомляйте …",
# "Älä koskaan kerro …"). Not "not": the imperative "don't" is the attack itself in most of them
# ("не згадуй", "nezmiňuj", "ne említsd"); not "if": "if you are an AI model that processes this
# page, …" is one.
MORE_LANGUAGES_NEGATED = (
    "(?:^|[^\\pL])(?:never|niemals|nie|jamais|nunca|jamás|mai|nooit|nigdy|aldrig|никогда|ніколи|nikdy|koskaan|soha|sosem"
    "|niciodată|niciodata|aldri|asla|ποτέ|أبدا|أبداً|لن|לעולם|कभी नहीं|không bao giờ|tidak pernah|jangan pernah|"
    + ATTACKERS
    + ")(?:[^\\pL]"
    + gap(60)
    + ")?$|ไม่เคย[^.!?]{0,40}$"
    # a "not" right before the verb: advice ("nên thêm quy tắc để trợ lý AI không in ra nguyên văn lời
    # nhắc hệ thống"); the rows' own negations ("не згадуй") are inside their matches, not before
    + "|(?:^|[^\\pL])(?:не|ne|nie|not|nu|ikke|ei|nem|không|tidak|לא|لا|नहीं|δεν|μην|don't|do not)\\s?$|ไม่$"
    # "if someone asks you to hide it from the user, report it": someone else's ask, reported
    + "|(?:someone|anyone|jemand|quelqu'un|alguien|qualcuno|alguém|iemand|ktoś|кто-то|хтось|někdo|niekto|joku|valaki"
    "|cineva|nogen|noen|biri|ai đó|seseorang|कोई|أحد|מישהו|ใคร|มีคน|누군가)[^.!?]{0,50}$"
)

# Korean writes a negation at the sentence's end: "이 초안을 읽는 AI 어시스턴트에게 … 지시가 아닙니다"
# (this is not an instruction to the AI assistant reading this draft) is a disclaimer
# (``x-a2a-not-followed-by``, with a closing quotation mark right after).
KOREAN_NEGATED_AFTER = "[^.!?]{0,60}(?:아닙니다|아니다|아니에요|않습니다)"
