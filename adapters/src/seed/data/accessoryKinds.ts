import type { SeedAccessoryType } from "../types.ts"

/**
 * What each accessory is, finer than its type (a CASE is a silicone case, a folio case or a laptop
 * sleeve), with its name in every language the shop writes. `{device}` stands for the device it is
 * made for ("Apple iPhone 13"), where the language puts it; a kind without it is one product, named
 * with its maker's product name where it has one ("DualSense", "SUPERVOOC", "Lightning").
 */
export interface AccessoryKindDef {
  readonly type: SeedAccessoryType
  readonly names: { readonly en: string; readonly ro: string; readonly bg: string; readonly hu: string; readonly el: string }
}

const kind = (type: SeedAccessoryType, en: string, ro: string, bg: string, hu: string, el: string): AccessoryKindDef => ({
  type,
  names: { en, ro, bg, hu, el }
})

export const accessoryKinds = {
  "silicone-case": kind("CASE", "Silicone case {device}", "Husă din silicon {device}", "Силиконов калъф за {device}", "{device} szilikon tok", "Θήκη σιλικόνης για {device}"),
  "glass-screen-protector": kind("SCREEN_PROTECTOR", "Tempered glass screen protector {device}", "Folie din sticlă securizată {device}", "Протектор от закалено стъкло за {device}", "{device} edzett üveg kijelzővédő", "Προστατευτικό οθόνης από σκληρυμένο γυαλί για {device}"),
  "new-battery": kind("BATTERY", "New battery {device}", "Baterie nouă {device}", "Нова батерия за {device}", "{device} új akkumulátor", "Καινούργια μπαταρία για {device}"),
  "folio-case": kind("CASE", "Smart folio case {device}", "Husă tip carte {device}", "Калъф тип книга за {device}", "{device} könyvtok", "Θήκη τύπου βιβλίου για {device}"),
  "laptop-sleeve": kind("CASE", "Protective sleeve {device}", "Husă de protecție {device}", "Защитен калъф за {device}", "{device} védőtok", "Προστατευτική θήκη για {device}"),
  "laptop-charger-65w": kind("CHARGER", "USB-C charger 65W for {device}", "Încărcător USB-C 65W pentru {device}", "Зарядно USB-C 65W за {device}", "{device} USB-C töltő 65W", "Φορτιστής USB-C 65W για {device}"),
  "sport-band": kind("STRAP", "Sport band {device}", "Curea sport {device}", "Спортна каишка за {device}", "{device} sportszíj", "Αθλητικό λουράκι για {device}"),
  "watch-screen-protector": kind("SCREEN_PROTECTOR", "Screen protector {device}", "Folie de protecție {device}", "Протектор за екран за {device}", "{device} kijelzővédő", "Προστατευτικό οθόνης για {device}"),
  "apple-20w-adapter": kind("CHARGER", "Apple 20W USB-C Power Adapter", "Adaptor de alimentare USB-C 20W Apple", "Захранващ адаптер Apple USB-C 20W", "Apple 20W USB-C hálózati adapter", "Τροφοδοτικό Apple USB-C 20W"),
  "samsung-25w-charger": kind("CHARGER", "Samsung 25W Super Fast Charger", "Încărcător Samsung Super Fast 25W", "Зарядно Samsung Super Fast 25W", "Samsung Super Fast 25W töltő", "Φορτιστής Samsung Super Fast 25W"),
  "google-30w-charger": kind("CHARGER", "Google 30W USB-C Charger", "Încărcător USB-C Google 30W", "Зарядно USB-C Google 30W", "Google 30W USB-C töltő", "Φορτιστής USB-C Google 30W"),
  "xiaomi-33w-charger": kind("CHARGER", "Xiaomi 33W Charger", "Încărcător Xiaomi 33W", "Зарядно Xiaomi 33W", "Xiaomi 33W töltő", "Φορτιστής Xiaomi 33W"),
  "oneplus-80w-adapter": kind("CHARGER", "OnePlus SUPERVOOC 80W Power Adapter", "Adaptor de alimentare OnePlus SUPERVOOC 80W", "Захранващ адаптер OnePlus SUPERVOOC 80W", "OnePlus SUPERVOOC 80W hálózati adapter", "Τροφοδοτικό OnePlus SUPERVOOC 80W"),
  "usb-c-lightning-cable": kind("CABLE", "USB-C to Lightning Cable (1 m)", "Cablu USB-C la Lightning (1 m)", "Кабел USB-C към Lightning (1 м)", "USB-C–Lightning kábel (1 m)", "Καλώδιο USB-C σε Lightning (1 m)"),
  "dualshock-4": kind("CONTROLLER", "DualShock 4 Wireless Controller", "Controller wireless DualShock 4", "Безжичен контролер DualShock 4", "DualShock 4 vezeték nélküli kontroller", "Ασύρματο χειριστήριο DualShock 4"),
  "dualsense": kind("CONTROLLER", "DualSense Wireless Controller", "Controller wireless DualSense", "Безжичен контролер DualSense", "DualSense vezeték nélküli kontroller", "Ασύρματο χειριστήριο DualSense"),
  "xbox-controller": kind("CONTROLLER", "Xbox Wireless Controller", "Controller wireless Xbox", "Безжичен контролер Xbox", "Xbox vezeték nélküli kontroller", "Ασύρματο χειριστήριο Xbox"),
  "joy-con-pair": kind("CONTROLLER", "Joy-Con Pair", "Pereche Joy-Con", "Чифт Joy-Con", "Joy-Con pár", "Ζεύγος Joy-Con"),
  "universal-charger-30w": kind("CHARGER", "USB-C 30W Universal Charger", "Încărcător universal USB-C 30W", "Универсално зарядно USB-C 30W", "Univerzális USB-C töltő 30W", "Καθολικός φορτιστής USB-C 30W"),
  "usb-c-cable": kind("CABLE", "USB-C to USB-C Cable (1 m)", "Cablu USB-C la USB-C (1 m)", "Кабел USB-C към USB-C (1 м)", "USB-C–USB-C kábel (1 m)", "Καλώδιο USB-C σε USB-C (1 m)"),
  "wireless-earbuds": kind("HEADPHONES", "True Wireless Earbuds", "Căști intraauriculare fără fir", "Безжични слушалки тапи", "Vezeték nélküli fülhallgató", "Ασύρματα ακουστικά"),
  "screen-protector-installation": kind("PROFESSIONAL_INSTALLATION", "Professional screen protector installation", "Montaj profesional al foliei de protecție", "Професионално поставяне на протектор", "Kijelzővédő szakszerű felhelyezése", "Επαγγελματική τοποθέτηση προστατευτικού οθόνης"),
  "gift-wrapping": kind("WRAPPING_TAX", "Gift wrapping", "Ambalaj cadou", "Опаковане за подарък", "Ajándékcsomagolás", "Συσκευασία δώρου")
} as const satisfies Readonly<Record<string, AccessoryKindDef>>

export type AccessoryKindId = keyof typeof accessoryKinds

/** The kind's name in `locale` for `device` (a kind without `{device}` ignores it). */
export const accessoryName = (kindId: AccessoryKindId, locale: keyof AccessoryKindDef["names"], device: string): string =>
  accessoryKinds[kindId].names[locale].replace("{device}", device)
