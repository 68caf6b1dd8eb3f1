// The catalogue every page reads; ids are positions in the list. It is long enough
// that the list page scrolls on a 915 px tall screen.
const ITEMS = [
  {name: "Flat white", price: "$3.20", about: "Double ristretto with velvety milk."},
  {name: "Green tea", price: "$2.10", about: "Steamed sencha, no sugar."},
  {name: "Blueberry muffin", price: "$2.80", about: "Baked this morning."},
  {name: "Espresso", price: "$2.00", about: "A single shot."},
  {name: "Cappuccino", price: "$3.40", about: "Equal parts espresso, milk and foam."},
  {name: "Hot chocolate", price: "$3.00", about: "Dark chocolate and steamed milk."},
  {name: "Croissant", price: "$2.50", about: "Butter, flour, patience."},
  {name: "Bagel", price: "$2.20", about: "Sesame, toasted on request."},
  {name: "Iced latte", price: "$3.60", about: "Espresso over ice and cold milk."},
  {name: "Chai latte", price: "$3.30", about: "Spiced black tea with milk."},
  {name: "Banana bread", price: "$2.70", about: "A thick slice, warmed."},
  {name: "Orange juice", price: "$3.10", about: "Squeezed to order."},
  {name: "Cheese toastie", price: "$4.50", about: "Cheddar on sourdough."},
  {name: "Lemon cake", price: "$2.90", about: "With a sharp glaze."},
];
