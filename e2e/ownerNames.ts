/** Names an owner may bring: short, long with diacritics, up to 60 characters, other scripts. */
export const ownerNames = [
  'Ada',
  'Zoë Łukasiewicz-Ørsted',
  'Maria Fernanda Gonçalves-Øvergaard',
  'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff Sr.',
  'Zoë Łukasiewicz-Ørsted von Brandenburg-Schwedt Kowalczykówna',
  '王秀英',
  'محمد بن عبد الرحمن آل سعود الفيصل',
  'Αλέξανδρος Παπαδόπουλος-Καραμανλής',
]
