import type { CountyDef, LockerNetworkDef } from "./geographyTypes.ts"

/** The 41 județe and București, with their county towns (and a second large town where it has one). */
export const roCounties: ReadonlyArray<CountyDef> = [
  ["Alba", "AB", [["Alba Iulia", "510001", 46.067, 23.581], ["Sebeș", "515800", 45.956, 23.571]]],
  ["Arad", "AR", [["Arad", "310001", 46.176, 21.319]]],
  ["Argeș", "AG", [["Pitești", "110001", 44.856, 24.869], ["Curtea de Argeș", "115300", 45.139, 24.679]]],
  ["Bacău", "BC", [["Bacău", "600001", 46.567, 26.914], ["Onești", "601001", 46.253, 26.768]]],
  ["Bihor", "BH", [["Oradea", "410001", 47.072, 21.921]]],
  ["Bistrița-Năsăud", "BN", [["Bistrița", "420001", 47.133, 24.500]]],
  ["Botoșani", "BT", [["Botoșani", "710001", 47.748, 26.669]]],
  ["Brașov", "BV", [["Brașov", "500001", 45.657, 25.601], ["Făgăraș", "505200", 45.842, 24.973]]],
  ["Brăila", "BR", [["Brăila", "810001", 45.271, 27.957]]],
  ["București", "B", [["București", "010011", 44.436, 26.103]]],
  ["Buzău", "BZ", [["Buzău", "120001", 45.150, 26.823]]],
  ["Caraș-Severin", "CS", [["Reșița", "320001", 45.301, 21.889]]],
  ["Călărași", "CL", [["Călărași", "910001", 44.200, 27.330]]],
  ["Cluj", "CJ", [["Cluj-Napoca", "400001", 46.771, 23.590], ["Turda", "401001", 46.567, 23.785], ["Florești", "407280", 46.748, 23.491]]],
  ["Constanța", "CT", [["Constanța", "900001", 44.176, 28.652], ["Mangalia", "905500", 43.817, 28.583]]],
  ["Covasna", "CV", [["Sfântu Gheorghe", "520001", 45.862, 25.787]]],
  ["Dâmbovița", "DB", [["Târgoviște", "130001", 44.925, 25.457]]],
  ["Dolj", "DJ", [["Craiova", "200001", 44.319, 23.796]]],
  ["Galați", "GL", [["Galați", "800001", 45.435, 28.008]]],
  ["Giurgiu", "GR", [["Giurgiu", "080001", 43.904, 25.969]]],
  ["Gorj", "GJ", [["Târgu Jiu", "210001", 45.035, 23.275]]],
  ["Harghita", "HR", [["Miercurea Ciuc", "530001", 46.358, 25.802]]],
  ["Hunedoara", "HD", [["Deva", "330001", 45.883, 22.901], ["Hunedoara", "331001", 45.750, 22.900]]],
  ["Ialomița", "IL", [["Slobozia", "920001", 44.564, 27.363]]],
  ["Iași", "IS", [["Iași", "700001", 47.159, 27.587], ["Pașcani", "705200", 47.247, 26.723]]],
  ["Ilfov", "IF", [["Voluntari", "077190", 44.490, 26.176], ["Otopeni", "075100", 44.550, 26.070]]],
  ["Maramureș", "MM", [["Baia Mare", "430001", 47.659, 23.581]]],
  ["Mehedinți", "MH", [["Drobeta-Turnu Severin", "220001", 44.631, 22.656]]],
  ["Mureș", "MS", [["Târgu Mureș", "540001", 46.542, 24.557]]],
  ["Neamț", "NT", [["Piatra Neamț", "610001", 46.927, 26.371]]],
  ["Olt", "OT", [["Slatina", "230001", 44.430, 24.364]]],
  ["Prahova", "PH", [["Ploiești", "100001", 44.942, 26.024], ["Câmpina", "105600", 45.125, 25.734]]],
  ["Satu Mare", "SM", [["Satu Mare", "440001", 47.792, 22.885]]],
  ["Sălaj", "SJ", [["Zalău", "450001", 47.192, 23.057]]],
  ["Sibiu", "SB", [["Sibiu", "550001", 45.793, 24.152], ["Mediaș", "551001", 46.164, 24.351]]],
  ["Suceava", "SV", [["Suceava", "720001", 47.651, 26.255]]],
  ["Teleorman", "TR", [["Alexandria", "140001", 43.969, 25.333]]],
  ["Timiș", "TM", [["Timișoara", "300001", 45.756, 21.229], ["Lugoj", "305500", 45.688, 21.903]]],
  ["Tulcea", "TL", [["Tulcea", "820001", 45.172, 28.791]]],
  ["Vaslui", "VS", [["Vaslui", "730001", 46.640, 27.728]]],
  ["Vâlcea", "VL", [["Râmnicu Vâlcea", "240001", 45.100, 24.369]]],
  ["Vrancea", "VN", [["Focșani", "620001", 45.697, 27.184]]]
]

export const roLockers: LockerNetworkDef = {
  network: "easybox",
  hosts: ["Kaufland", "Lidl", "Mega Image", "Profi", "Carrefour Market", "Petrom", "OMV", "Penny"],
  streets: [
    "Strada Mihai Eminescu",
    "Bulevardul Unirii",
    "Strada Republicii",
    "Calea Victoriei",
    "Strada Avram Iancu",
    "Bulevardul Independenței",
    "Strada Ștefan cel Mare",
    "Strada Libertății",
    "Strada Nicolae Bălcescu",
    "Bulevardul Revoluției"
  ]
}
