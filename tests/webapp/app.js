// The catalogue every page reads; ids are positions in the list.
const ITEMS = [
  {name: "Flat white", price: "$3.20", about: "Double ristretto with velvety milk."},
  {name: "Green tea", price: "$2.10", about: "Steamed sencha, no sugar."},
  {name: "Blueberry muffin", price: "$2.80", about: "Baked this morning."},
];
