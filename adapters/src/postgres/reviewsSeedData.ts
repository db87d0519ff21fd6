import type { MarketCode } from "@shop/core/markets/market"
import type { ReviewKind } from "@shop/core/reviews/review"

/** Approved reviews each market starts with (written by people of that market's language). */
export interface SeedReview {
  readonly kind: ReviewKind
  readonly rating: number
  readonly name: string
  readonly title: string
  readonly text: string
  /** Days before the seed date. */
  readonly daysAgo: number
}

const r = (kind: ReviewKind, rating: number, name: string, title: string, text: string, daysAgo: number): SeedReview =>
  ({ kind, rating, name, title, text, daysAgo })

export const seedReviews: { readonly [M in MarketCode]: ReadonlyArray<SeedReview> } = {
  RO: [
    r("shop", 5, "Andreea M.", "Ca nou, la jumătate de preț", "Am comandat un iPhone 13 în stare Excelent și nu are nicio zgârietură. Bateria era la 91 %, exact cum scria pe site.", 3),
    r("shop", 5, "Mihai Popescu", "Livrare rapidă", "Comanda a ajuns a doua zi prin curier, bine ambalată, cu încărcător și factură. Recomand cu încredere.", 9),
    r("shop", 4, "Ioana D.", "Mulțumită, cu o mică observație", "Telefonul funcționează perfect, doar rama are un semn fin, pe care l-am observat abia la lumină puternică. Pentru gradul Foarte bun, corect.", 16),
    r("shop", 5, "Cristian Vasile", "Garanția chiar contează", "După o lună microfonul a cedat. L-am trimis în garanție și în cinci zile lucrătoare aveam telefonul reparat acasă.", 28),
    r("shop", 3, "Elena R.", "Bun, dar a durat", "Laptopul e în regulă, însă livrarea a durat patru zile în loc de două. Suportul mi-a răspuns totuși repede.", 41),
    r("shop", 5, "Radu Marin", "A doua comandă", "Am luat o tabletă pentru copii după ce am fost mulțumit de telefon. Aceeași calitate și același ambalaj atent.", 55),
    r("shop", 4, "Alina T.", "Raport preț-calitate foarte bun", "Samsung-ul arată impecabil. Aș fi vrut și o husă în pachet, dar am găsit-o la accesorii.", 70),
    r("seller", 5, "Gabriel S.", "Bani în cont în 3 zile", "Am vândut un iPhone vechi. Curierul l-a ridicat de acasă, iar plata a venit în contul IBAN în trei zile.", 6),
    r("seller", 4, "Diana P.", "Ofertă corectă", "Oferta finală a fost cea din simulare, fără surprize. Un punct în minus pentru că nu am primit notificare la evaluare.", 22),
    r("seller", 5, "Sorin Iacob", "Simplu prin easybox", "Am lăsat telefonul într-un easybox lângă bloc și am primit banii pe card. Nimic complicat.", 47)
  ],
  BG: [
    r("shop", 5, "Мария Иванова", "Като нов", "Поръчах iPhone 12 в състояние Отлично и няма нито една драскотина. Батерията е 90 %, точно както пишеше.", 2),
    r("shop", 5, "Георги Петров", "Бърза доставка", "Пратката пристигна на следващия ден с куриер, добре опакована и с фактура. Препоръчвам.", 8),
    r("shop", 4, "Десислава К.", "Доволна съм", "Телефонът работи отлично, само рамката има едва забележима следа. За състояние Много добро е нормално.", 15),
    r("shop", 5, "Николай Димитров", "Гаранцията работи", "След месец високоговорителят спря. Изпратих го по гаранция и след седмица беше поправен и върнат.", 27),
    r("shop", 3, "Стефка Л.", "Добре, но бавно", "Лаптопът е наред, но доставката отне четири дни. Поддръжката отговори бързо на въпроса ми.", 39),
    r("shop", 5, "Иван Стоянов", "Втора поръчка", "Взех таблет за децата след като бях доволен от телефона. Същото качество и внимателно опаковане.", 52),
    r("shop", 4, "Виктория Н.", "Добра цена", "Samsung-ът изглежда чудесно. Калъфът го купих отделно от аксесоарите.", 66),
    r("seller", 5, "Петър А.", "Парите дойдоха за 3 дни", "Продадох стар телефон. Куриерът го взе от вкъщи, а парите дойдоха по IBAN за три дни.", 5),
    r("seller", 4, "Радостина Г.", "Честна оферта", "Крайната оферта беше същата като в калкулатора. Само известието за оценката закъсня.", 20),
    r("seller", 5, "Калоян М.", "Лесно с автомат", "Оставих телефона в автомат до блока и получих парите по карта. Нищо сложно.", 44)
  ],
  HU: [
    r("shop", 5, "Kovács Anna", "Mint az új", "Kiváló állapotú iPhone 12-t rendeltem, egyetlen karc sincs rajta. Az akkumulátor 92 %-os, ahogy írták.", 4),
    r("shop", 5, "Nagy Péter", "Gyors szállítás", "A csomag másnap megérkezett futárral, gondosan becsomagolva, számlával. Csak ajánlani tudom.", 10),
    r("shop", 4, "Szabó Eszter", "Elégedett vagyok", "A telefon tökéletesen működik, csak a keretén van egy alig látható nyom. Nagyon jó állapotnál ez rendben van.", 17),
    r("shop", 5, "Tóth Gábor", "A garancia valóban működik", "Egy hónap után elromlott a mikrofon. Garanciára küldtem, és egy héten belül megjavítva visszakaptam.", 30),
    r("shop", 3, "Horváth Judit", "Jó, de lassú volt", "A laptop rendben van, de a szállítás négy napig tartott. Az ügyfélszolgálat gyorsan válaszolt.", 43),
    r("shop", 5, "Varga László", "Második rendelés", "A telefon után tabletet is vettem a gyerekeknek. Ugyanaz a minőség és gondos csomagolás.", 58),
    r("shop", 4, "Kiss Réka", "Jó ár-érték arány", "A Samsung hibátlanul néz ki. A tokot külön vettem meg a kiegészítők közül.", 72),
    r("seller", 5, "Molnár Dávid", "Három nap alatt fizettek", "Eladtam a régi telefonomat. A futár otthonról vitte el, a pénz három nap alatt megjött a számlámra.", 7),
    r("seller", 4, "Farkas Zsófia", "Korrekt ajánlat", "A végső ajánlat ugyanaz volt, mint a kalkulátorban. Csak az értékelésről szóló értesítés késett.", 24),
    r("seller", 5, "Balogh Ádám", "Egyszerű csomagautomatával", "Csomagautomatába tettem a telefont, és kártyára kaptam a pénzt. Semmi bonyodalom.", 49)
  ],
  GR: [
    r("shop", 5, "Μαρία Παπαδοπούλου", "Σαν καινούργιο", "Παρήγγειλα iPhone 12 σε άριστη κατάσταση και δεν έχει ούτε μία γρατζουνιά. Η μπαταρία ήταν στο 90 %, όπως έγραφε.", 3),
    r("shop", 5, "Γιώργος Νικολάου", "Γρήγορη παράδοση", "Το δέμα έφτασε την επόμενη μέρα με κούριερ, καλά συσκευασμένο και με τιμολόγιο. Το προτείνω.", 11),
    r("shop", 4, "Ελένη Κ.", "Ικανοποιημένη", "Το τηλέφωνο λειτουργεί τέλεια, μόνο το πλαίσιο έχει ένα ελάχιστο σημάδι. Για κατάσταση Πολύ καλή είναι λογικό.", 18),
    r("shop", 5, "Δημήτρης Αλεξίου", "Η εγγύηση λειτουργεί", "Μετά από έναν μήνα χάλασε το μικρόφωνο. Το έστειλα στην εγγύηση και σε μια εβδομάδα επέστρεψε επισκευασμένο.", 29),
    r("shop", 3, "Κατερίνα Σ.", "Καλό, αλλά αργό", "Το laptop είναι εντάξει, αλλά η παράδοση κράτησε τέσσερις μέρες. Η εξυπηρέτηση απάντησε γρήγορα.", 42),
    r("shop", 5, "Νίκος Γεωργίου", "Δεύτερη παραγγελία", "Μετά το κινητό πήρα και tablet για τα παιδιά. Ίδια ποιότητα και προσεγμένη συσκευασία.", 57),
    r("shop", 4, "Σοφία Μ.", "Καλή σχέση ποιότητας-τιμής", "Το Samsung δείχνει άψογο. Τη θήκη την αγόρασα χωριστά από τα αξεσουάρ.", 69),
    r("seller", 5, "Κώστας Π.", "Πληρώθηκα σε 3 μέρες", "Πούλησα το παλιό μου κινητό. Ο κούριερ το παρέλαβε από το σπίτι και τα χρήματα ήρθαν με IBAN σε τρεις μέρες.", 6),
    r("seller", 4, "Αναστασία Δ.", "Τίμια προσφορά", "Η τελική προσφορά ήταν ίδια με την εκτίμηση. Μόνο η ειδοποίηση για την αξιολόγηση άργησε.", 23),
    r("seller", 5, "Παναγιώτης Λ.", "Εύκολα με locker", "Άφησα το κινητό σε θυρίδα κοντά στο σπίτι και πήρα τα χρήματα στην κάρτα. Τίποτα περίπλοκο.", 46)
  ]
}
