/** One seed food as written to emulator-data/foods.json (see the seed agreement). */
export interface SeedFood {
  key: string;
  foodName: string;
  category: string;
  foodOrigin: string;
  price: number;
  quantity: number;
  description: string;
  purchaseCount: number;
  owner: 'rahim' | 'nadia' | 'tanvir';
  foodImage: string;
}

type SeedRow = [
  key: string,
  foodName: string,
  category: string,
  foodOrigin: string,
  owner: SeedFood['owner'],
  price: number,
  quantity: number,
  purchaseCount: number,
  description: string,
];

const ROWS: SeedRow[] = [
  ['kacchi-biryani', 'Kacchi Biryani', 'Rice', 'Bangladesh', 'rahim', 14.5, 40, 186,
    'Tender marinated mutton and fragrant basmati layered in a sealed handi and slow-cooked the Old Dhaka way, with saffron, golden fried onions and a buttery potato.'],
  ['beef-tehari', 'Beef Tehari', 'Rice', 'Bangladesh', 'rahim', 9.5, 35, 142,
    "Old Dhaka's favourite one-pot rice: fragrant short-grain rice cooked in mustard oil with spiced beef chunks and whole green chillies, finished with crispy onions."],
  ['chicken-roast', 'Chicken Roast', 'Chicken', 'Bangladesh', 'rahim', 11, 30, 121,
    'Wedding-style chicken roast braised in a rich, mildly sweet gravy of yoghurt, ghee and cashew paste, topped with crisp fried onions.'],
  ['shorshe-ilish', 'Shorshe Ilish', 'Fish', 'Bangladesh', 'nadia', 16, 12, 98,
    "Hilsa steaks simmered in a punchy mustard and green chilli sauce with a drizzle of raw mustard oil: Bengal's most beloved fish curry."],
  ['beef-kala-bhuna', 'Beef Kala Bhuna', 'Beef', 'Bangladesh', 'rahim', 13.5, 25, 87,
    "Chittagong's famous 'black' beef, slow-roasted for hours with caramelised onions and whole spices until deeply dark, tender and intense."],
  ['fuchka', 'Fuchka', 'Street Food', 'Bangladesh', 'nadia', 3.5, 60, 231,
    'Crisp semolina shells filled with spiced potato and chickpeas, served with tangy tamarind water to pour in and eat in one bite.'],
  ['chotpoti', 'Chotpoti', 'Street Food', 'Bangladesh', 'nadia', 3, 50, 164,
    'The Dhaka street-cart classic: soft-simmered yellow peas piled with grated egg, red onion, green chilli, coriander and sour tamarind.'],
  ['mishti-doi', 'Mishti Doi', 'Dessert', 'Bangladesh', 'nadia', 4, 45, 143,
    'Bogura-style sweet yoghurt, set slowly in a clay pot with caramelised jaggery for a creamy, fudgy top and a gentle tang.'],
  ['roshogolla', 'Roshogolla', 'Dessert', 'Bangladesh', 'rahim', 5, 0, 176,
    'Soft, spongy balls of fresh chhena simmered in a light cardamom syrup: juicy, delicate and best served chilled.'],
  ['morog-polao', 'Morog Polao', 'Rice', 'Bangladesh', 'rahim', 12.5, 28, 104,
    'Festive aromatic polao cooked in chicken stock and ghee with whole spices, crowned with golden chicken pieces, raisins and a boiled egg.'],
  ['bhuna-khichuri', 'Bhuna Khichuri', 'Rice', 'Bangladesh', 'nadia', 8, 30, 76,
    'Rainy-day comfort food: rice and roasted moong dal cooked thick with ghee, ginger and turmeric, served with eggs and crispy onions.'],
  ['chicken-tikka', 'Chicken Tikka', 'Chicken', 'India', 'rahim', 10.5, 40, 133,
    'Boneless chicken marinated overnight in yoghurt, Kashmiri chilli and garam masala, chargrilled on skewers and served with mint chutney.'],
  ['butter-chicken', 'Butter Chicken', 'Chicken', 'India', 'rahim', 12, 35, 201,
    'Smoky tandoori chicken simmered in a velvety tomato, butter and cream sauce with dried fenugreek: mild, rich and made for mopping up with naan.'],
  ['masala-dosa', 'Masala Dosa', 'Vegetarian', 'India', 'tanvir', 7.5, 30, 94,
    'A lace-thin fermented rice and lentil crepe, crisp and golden, rolled around spiced potato masala and served with sambar and coconut chutney.'],
  ['margherita-pizza', 'Margherita Pizza', 'Pizza', 'Italy', 'rahim', 11.5, 25, 158,
    'A blistered Neapolitan base with San Marzano tomato, fresh mozzarella, basil leaves and a drizzle of extra-virgin olive oil.'],
  ['spaghetti-carbonara', 'Spaghetti Carbonara', 'Pasta', 'Italy', 'rahim', 12.5, 22, 89,
    'Roman-style spaghetti tossed with egg yolk, pecorino, crispy guanciale and plenty of cracked black pepper: silky, with no cream at all.'],
  ['classic-burger', 'Classic Beef Burger', 'Burger', 'USA', 'rahim', 9.99, 45, 214,
    'A juicy beef patty with melted cheddar, lettuce, tomato, pickles and house sauce on a toasted brioche bun, served with golden fries.'],
  ['fried-chicken', 'Crispy Fried Chicken', 'Chicken', 'USA', 'rahim', 8.99, 50, 176,
    'Buttermilk-brined chicken in a crunchy, peppery coating, fried until golden outside and juicy inside: a bucket made for sharing.'],
  ['salmon-sushi', 'Salmon Sushi Platter', 'Seafood', 'Japan', 'rahim', 17.5, 15, 67,
    'Fresh salmon nigiri on hand-pressed seasoned sushi rice, with wasabi, pickled ginger and soy sauce on the side.'],
  ['chicken-ramen', 'Chicken Ramen', 'Noodles', 'Japan', 'rahim', 13, 20, 112,
    'Silky chicken broth simmered for twelve hours, with springy noodles, tender sliced chicken, jammy soy eggs, sesame and spring onions.'],
  ['pad-thai', 'Pad Thai', 'Noodles', 'Thailand', 'nadia', 11, 30, 96,
    'Wok-tossed rice noodles with prawns, egg, tamarind and palm sugar, finished with bean sprouts, crushed peanuts and a wedge of lime.'],
  ['tom-yum', 'Tom Yum Soup', 'Soup', 'Thailand', 'rahim', 9.5, 0, 73,
    'Hot and sour Thai soup with prawns, mushrooms, lemongrass, galangal and kaffir lime leaves: fragrant, fiery and bright.'],
  ['beef-tacos', 'Beef Tacos', 'Street Food', 'Mexico', 'tanvir', 8.5, 40, 118,
    'Three soft corn tortillas with slow-braised chipotle beef, pico de gallo, fresh coriander, onion and a good squeeze of lime.'],
  ['chicken-shawarma', 'Chicken Shawarma', 'Wraps', 'Lebanon', 'rahim', 7.5, 45, 149,
    'Spit-roasted chicken marinated in warm spices, rolled in soft flatbread with garlic toum, pickles and crisp vegetables.'],
  ['greek-salad', 'Greek Salad', 'Salad', 'Greece', 'rahim', 8, 35, 61,
    'Ripe tomatoes, cucumber, red onion and Kalamata olives under a thick slab of feta, dressed with oregano and good olive oil.'],
  ['chocolate-lava-cake', 'Chocolate Lava Cake', 'Dessert', 'France', 'rahim', 6.5, 25, 139,
    'A warm dark-chocolate fondant with a molten centre that flows at the first spoonful, dusted with icing sugar and served with berries.'],
  ['mango-lassi', 'Mango Lassi', 'Drinks', 'India', 'nadia', 3.5, 60, 188,
    'A chilled, creamy blend of ripe mango, yoghurt and a pinch of cardamom, topped with crushed pistachios.'],
  ['prawn-dumplings', 'Prawn Dumplings', 'Seafood', 'China', 'rahim', 9, 30, 102,
    'Har gow: plump whole prawns in delicate, translucent pleated wrappers, steamed in bamboo and served with soy and chilli.'],
];

export const SEED_FOODS: SeedFood[] = ROWS.map(
  ([key, foodName, category, foodOrigin, owner, price, quantity, purchaseCount, description]) => ({
    key,
    foodName,
    category,
    foodOrigin,
    price,
    quantity,
    description,
    purchaseCount,
    owner,
    foodImage: `/images/foods/${key}-800.webp`,
  }),
);
