import type { CountyDef, LockerNetworkDef } from "./geographyTypes.ts"

/** The 19 megyék and Budapest (ISO 3166-2:HU codes) with their seats and large towns. */
export const huCounties: ReadonlyArray<CountyDef> = [
  ["Bács-Kiskun", "BK", [["Kecskemét", "6000", 46.907, 19.692], ["Baja", "6500", 46.180, 18.955]]],
  ["Baranya", "BA", [["Pécs", "7621", 46.072, 18.233]]],
  ["Békés", "BE", [["Békéscsaba", "5600", 46.679, 21.091]]],
  ["Borsod-Abaúj-Zemplén", "BZ", [["Miskolc", "3525", 48.103, 20.778]]],
  ["Budapest", "BU", [["Budapest", "1051", 47.498, 19.040]]],
  ["Csongrád-Csanád", "CS", [["Szeged", "6720", 46.253, 20.148], ["Hódmezővásárhely", "6800", 46.418, 20.330]]],
  ["Fejér", "FE", [["Székesfehérvár", "8000", 47.186, 18.422]]],
  ["Győr-Moson-Sopron", "GS", [["Győr", "9021", 47.687, 17.650], ["Sopron", "9400", 47.685, 16.590]]],
  ["Hajdú-Bihar", "HB", [["Debrecen", "4024", 47.532, 21.627]]],
  ["Heves", "HE", [["Eger", "3300", 47.903, 20.373]]],
  ["Jász-Nagykun-Szolnok", "JN", [["Szolnok", "5000", 47.175, 20.176]]],
  ["Komárom-Esztergom", "KE", [["Tatabánya", "2800", 47.569, 18.404], ["Esztergom", "2500", 47.786, 18.740]]],
  ["Nógrád", "NO", [["Salgótarján", "3100", 48.098, 19.804]]],
  ["Pest", "PE", [["Érd", "2030", 47.377, 18.914], ["Szentendre", "2000", 47.669, 19.076], ["Gödöllő", "2100", 47.597, 19.355]]],
  ["Somogy", "SO", [["Kaposvár", "7400", 46.359, 17.797], ["Siófok", "8600", 46.904, 18.058]]],
  ["Szabolcs-Szatmár-Bereg", "SZ", [["Nyíregyháza", "4400", 47.956, 21.717]]],
  ["Tolna", "TO", [["Szekszárd", "7100", 46.350, 18.703]]],
  ["Vas", "VA", [["Szombathely", "9700", 47.231, 16.622]]],
  ["Veszprém", "VE", [["Veszprém", "8200", 47.093, 17.911]]],
  ["Zala", "ZA", [["Zalaegerszeg", "8900", 46.841, 16.844], ["Nagykanizsa", "8800", 46.455, 16.991]]]
]

export const huLockers: LockerNetworkDef = {
  network: "Foxpost",
  hosts: ["Tesco", "Spar", "Aldi", "Lidl", "MOL", "Penny", "CBA"],
  streets: [
    "Kossuth Lajos utca",
    "Petőfi Sándor utca",
    "Rákóczi út",
    "Széchenyi tér",
    "Ady Endre utca",
    "Dózsa György út",
    "Bajcsy-Zsilinszky út",
    "Arany János utca"
  ]
}
