// Five years of the sample family's life (`npm start -- --sample large`): transactions,
// rooms full of things in containers, chores done and approved, and the notifications
// they sent. Pure and deterministic: the same sizes and the same `today` give the same
// plan, which model/seedHistory.ts writes in batches. Every random choice comes from a
// seeded generator, never Math.random.
import { monthAndWeekOf, periodMonthFor } from "../lib/periods";
import type { ItemCondition, PaymentMethod, Priority, TransactionType } from "../lib/validators";
import { sampleRooms, type SampleItem, type SampleMember } from "./sampleFamily";

type MemberKey = SampleMember["key"];

/** How big the family's history is: totals in the database, the sample family's own rows included. */
export type HistorySizes = { transactions: number; items: number; tasks: number; notifications: number };

export const LARGE_SAMPLE: HistorySizes = { transactions: 10_000, items: 3_000, tasks: 2_000, notifications: 5_000 };

export const HISTORY_YEARS = 5;

// ---- Random numbers and days --------------------------------------------------------

/** mulberry32: small, fast, and the same sequence on every machine. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
function weighted<T extends { weight: number }>(random: Random, list: readonly T[]): T {
  let roll = random() * list.reduce((sum, entry) => sum + entry.weight, 0);
  for (const entry of list) {
    roll -= entry.weight;
    if (roll < 0) return entry;
  }
  return list[list.length - 1];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayIndex = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (index: number) => new Date(index * DAY_MS).toISOString().slice(0, 10);
/** Noon UTC of a day plus `hours`: a time on that day in any European time zone. */
const timeOn = (day: string, hours = 0) => Date.parse(`${day}T12:00:00Z`) + hours * 60 * 60 * 1000;

/** The first day of the history: five years before `today`, the day after. */
export function historyStart(today: string): string {
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y - HISTORY_YEARS, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The sample family's own items (model/sampleFamily.ts), at any depth. */
const countItems = (items: SampleItem[]): number => items.reduce((sum, item) => sum + 1 + countItems(item.contents ?? []), 0);
export const SAMPLE_ITEM_COUNT = sampleRooms.reduce((sum, room) => sum + countItems(room.items), 0);

/** Deterministic batch boundaries: [start, end) pairs of at most `size`. */
export function batches(count: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let start = 0; start < count; start += size) out.push([start, Math.min(count, start + size)]);
  return out;
}

// ---- Finance -----------------------------------------------------------------------

/** Categories a family adds over five years beside the four starter ones (by name). */
export const historyCategories = [
  { name: "Housing", description: "Mortgage, council tax and home insurance" },
  { name: "Income", description: "Salaries, benefits and refunds" },
  { name: "Children", description: "School, clubs, clothes and childcare" },
  { name: "Health", description: "Prescriptions, dentist and the gym" },
  { name: "Gifts & Giving", description: "Presents and charity" },
];

export type HistoryTransaction = {
  description: string;
  amountPence: number;
  /** By name: a starter category or one of historyCategories. */
  category: string;
  /** By name: a starter item type (lib/financeStarterLists.ts, English). */
  itemType: string;
  paymentMethod: PaymentMethod;
  date: string;
  monthId: number;
  weekId: ReturnType<typeof monthAndWeekOf>["weekId"];
  periodMonth: string;
  transactionType: TransactionType;
  createdBy: MemberKey;
};

type Kind = {
  descriptions: readonly string[];
  category: string;
  itemType: string;
  /** Pounds, low and high (before yearly price rises). */
  pounds: [number, number];
  type?: TransactionType;
  methods: readonly PaymentMethod[];
  by: readonly MemberKey[];
};
type Monthly = Kind & { day: number; months?: readonly number[] };

const CARD: PaymentMethod[] = ["Debit Card", "Credit Card", "Mobile Payment"];
const PARENTS: MemberKey[] = ["parent", "partner"];

/** Bills and pay that come every month, most important first (a small history keeps the first few). */
const monthlyKinds: Monthly[] = [
  { descriptions: ["Salary"], category: "Income", itemType: "Salary Income", pounds: [3150, 3150], type: "income", methods: ["Bank Transfer"], by: ["parent"], day: 25 },
  { descriptions: ["Salary"], category: "Income", itemType: "Salary Income", pounds: [1880, 1880], type: "income", methods: ["Bank Transfer"], by: ["partner"], day: 28 },
  { descriptions: ["Mortgage payment"], category: "Housing", itemType: "Mortgage", pounds: [1140, 1140], methods: ["Bank Transfer"], by: ["parent"], day: 1 },
  { descriptions: ["Council tax"], category: "Housing", itemType: "Council Tax", pounds: [168, 168], methods: ["Bank Transfer"], by: ["parent"], day: 1, months: [4, 5, 6, 7, 8, 9, 10, 11, 12, 1] },
  { descriptions: ["Electricity bill"], category: "Utilities", itemType: "Electricity", pounds: [62, 128], methods: ["Bank Transfer"], by: PARENTS, day: 6 },
  { descriptions: ["Gas bill"], category: "Utilities", itemType: "Gas", pounds: [35, 150], methods: ["Bank Transfer"], by: PARENTS, day: 6 },
  { descriptions: ["Child benefit"], category: "Income", itemType: "Child Benefit", pounds: [102, 102], type: "income", methods: ["Bank Transfer"], by: ["partner"], day: 12 },
  { descriptions: ["Water bill"], category: "Utilities", itemType: "Water", pounds: [38, 44], methods: ["Bank Transfer"], by: ["parent"], day: 10 },
  { descriptions: ["Broadband"], category: "Utilities", itemType: "Internet", pounds: [32, 32], methods: ["Bank Transfer"], by: ["parent"], day: 15 },
  { descriptions: ["Phone contract"], category: "Utilities", itemType: "Mobile Phone", pounds: [18, 24], methods: ["Debit Card"], by: PARENTS, day: 18 },
  { descriptions: ["Car insurance"], category: "Transportation", itemType: "Car Insurance", pounds: [46, 52], methods: ["Bank Transfer"], by: ["parent"], day: 20 },
  { descriptions: ["Home insurance"], category: "Housing", itemType: "Home Insurance", pounds: [24, 24], methods: ["Bank Transfer"], by: ["parent"], day: 20 },
  { descriptions: ["Streaming subscriptions"], category: "Entertainment", itemType: "Subscriptions", pounds: [11, 18], methods: ["Credit Card"], by: ["partner"], day: 8 },
  { descriptions: ["Gym membership"], category: "Health", itemType: "Gym Membership", pounds: [35, 35], methods: ["Debit Card"], by: ["partner"], day: 3 },
  { descriptions: ["Swimming lessons"], category: "Children", itemType: "Kids Lessons", pounds: [42, 48], methods: ["Debit Card"], by: ["partner"], day: 2 },
  { descriptions: ["TV licence"], category: "Utilities", itemType: "TV Licence", pounds: [13, 14], methods: ["Bank Transfer"], by: ["parent"], day: 1 },
  { descriptions: ["Savings transfer"], category: "Housing", itemType: "Savings", pounds: [200, 300], methods: ["Bank Transfer"], by: ["parent"], day: 26 },
];

/** Everything else, by how often it comes. */
const everydayKinds: (Kind & { weight: number })[] = [
  { weight: 30, descriptions: ["Tesco", "Sainsbury's", "Aldi", "Lidl", "Co-op", "Farmers' market"], category: "Groceries", itemType: "Groceries", pounds: [6, 140], methods: CARD, by: PARENTS },
  { weight: 9, descriptions: ["Petrol", "Diesel top-up"], category: "Transportation", itemType: "Car Fuel", pounds: [35, 85], methods: ["Debit Card", "Credit Card"], by: PARENTS },
  { weight: 7, descriptions: ["Train tickets", "Bus fare", "Parking"], category: "Transportation", itemType: "Public Transport", pounds: [2, 48], methods: CARD, by: ["parent", "partner", "child"] },
  { weight: 10, descriptions: ["Pizza night", "Café", "Takeaway", "Sunday lunch out", "Ice creams"], category: "Entertainment", itemType: "Eating Out", pounds: [8, 95], methods: CARD, by: ["parent", "partner", "child"] },
  { weight: 4, descriptions: ["Cinema", "Zoo day out", "Bowling", "Theme park"], category: "Entertainment", itemType: "Subscriptions", pounds: [12, 120], methods: CARD, by: PARENTS },
  { weight: 6, descriptions: ["Shoes for Emma", "Winter coat", "School jumpers", "Summer clothes"], category: "Children", itemType: "Clothing", pounds: [8, 75], methods: CARD, by: PARENTS },
  { weight: 2, descriptions: ["School uniform", "School trip"], category: "Children", itemType: "School Uniform", pounds: [10, 60], methods: ["Debit Card"], by: ["partner"] },
  { weight: 4, descriptions: ["After-school club", "Childminder"], category: "Children", itemType: "Childcare", pounds: [25, 70], methods: ["Bank Transfer"], by: ["partner"] },
  { weight: 3, descriptions: ["Pharmacy", "Dentist", "Opticians"], category: "Health", itemType: "Medical", pounds: [9, 85], methods: CARD, by: PARENTS },
  { weight: 5, descriptions: ["Birthday present", "Christmas presents", "Wedding gift", "Flowers"], category: "Gifts & Giving", itemType: "Gifts", pounds: [10, 90], methods: CARD, by: PARENTS },
  { weight: 2, descriptions: ["Charity donation", "School fundraiser"], category: "Gifts & Giving", itemType: "Charity", pounds: [5, 25], methods: ["Debit Card", "Cash"], by: ["parent", "partner", "child"] },
  { weight: 2, descriptions: ["Car service", "New tyres", "MOT"], category: "Transportation", itemType: "Car Maintenance", pounds: [55, 420], methods: ["Credit Card"], by: ["parent"] },
  { weight: 3, descriptions: ["Refund", "Sold old bike", "Cashback"], category: "Income", itemType: "Other Income", pounds: [5, 150], type: "income", methods: ["Bank Transfer", "Cash"], by: PARENTS },
  { weight: 2, descriptions: ["Pocket money", "Cake sale"], category: "Income", itemType: "Other Income", pounds: [2, 15], type: "income", methods: ["Cash"], by: ["child"] },
];

/** Prices rise about 3% a year. */
const priceOn = (pounds: number, date: string, first: string) => pounds * 1.03 ** ((dayIndex(date) - dayIndex(first)) / 365);

function transactionOf(random: Random, kind: Kind, date: string, first: string): HistoryTransaction {
  const { monthId, weekId } = monthAndWeekOf(date);
  const pounds = kind.pounds[0] + random() * (kind.pounds[1] - kind.pounds[0]);
  return {
    description: pick(random, kind.descriptions),
    amountPence: Math.max(1, Math.round(priceOn(pounds, date, first) * 100)),
    category: kind.category,
    itemType: kind.itemType,
    paymentMethod: pick(random, kind.methods),
    date,
    monthId,
    weekId,
    periodMonth: periodMonthFor(date, monthId),
    transactionType: kind.type ?? "expense",
    createdBy: pick(random, kind.by),
  };
}

/**
 * `count` transactions from five years ago to `today`, oldest first: about a tenth are the
 * monthly bills and pay (as many kinds as that allows), the rest everyday spending spread
 * over the days.
 */
export function historyTransactions(today: string, count: number): HistoryTransaction[] {
  const random = randomFrom(0x7a11);
  const first = historyStart(today);
  const [firstDay, lastDay] = [dayIndex(first), dayIndex(today)];
  const months: string[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const month = dayOf(day).slice(0, 7);
    if (months[months.length - 1] !== month) months.push(month);
  }
  const kindsKept = Math.min(monthlyKinds.length, Math.floor((count * 0.1) / months.length));
  const monthly: HistoryTransaction[] = [];
  for (const month of months) {
    for (const kind of monthlyKinds.slice(0, kindsKept)) {
      if (kind.months && !kind.months.includes(Number(month.slice(5)))) continue;
      const date = `${month}-${String(kind.day).padStart(2, "0")}`;
      if (date < first || date > today) continue;
      monthly.push(transactionOf(random, kind, date, first));
    }
  }
  const everyday = count - monthly.length;
  const all = monthly.slice(0, count);
  for (let i = 0; i < everyday; i++) {
    const date = dayOf(firstDay + Math.floor((i * (lastDay - firstDay + 1)) / everyday));
    all.push(transactionOf(random, weighted(random, everydayKinds), date, first));
  }
  // Stable: each day's bills before its shopping.
  return all.sort((a, b) => a.date.localeCompare(b.date));
}

// ---- Rooms and items -------------------------------------------------------------

export type HistoryRoom = {
  name: string;
  /** Members (by key) allowed in besides admins; only for rooms the history adds. */
  members: MemberKey[];
  /** Share of the history's items. */
  weight: number;
  containers: readonly string[];
  things: readonly (readonly [name: string, category: string])[];
};

/** The sample rooms (already there) and the rest of the house. Container names are numbered in a room. */
export const historyRooms: HistoryRoom[] = [
  {
    name: "Kitchen",
    members: [],
    weight: 14,
    containers: ["Cupboard", "Drawer", "Pantry Shelf", "Cabinet", "Spice Rack", "Freezer"],
    things: [["Saucepan", "Cookware"], ["Frying Pan", "Cookware"], ["Mixing Bowl", "Baking"], ["Baking Tray", "Baking"], ["Wooden Spoons", "Utensils"], ["Tea Towels", "Linen"], ["Mugs", "Crockery"], ["Glasses", "Crockery"], ["Cereal Bowls", "Crockery"], ["Toaster", "Appliances"], ["Blender", "Appliances"], ["Pasta", "Food"], ["Rice", "Food"], ["Tinned Tomatoes", "Food"], ["Olive Oil", "Food"], ["Lunch Boxes", "Storage"], ["Foil", "Supplies"], ["Dishwasher Tablets", "Cleaning"]],
  },
  {
    name: "Living Room",
    members: [],
    weight: 7,
    containers: ["Bookshelf", "TV Cabinet", "Storage Bin", "Sideboard"],
    things: [["Novel", "Books"], ["Photo Album", "Keepsakes"], ["Jigsaw Puzzle", "Games"], ["Board Game", "Games"], ["Cushions", "Soft Furnishings"], ["Throw Blanket", "Soft Furnishings"], ["Remote Control", "Electronics"], ["Games Console", "Electronics"], ["DVDs", "Media"], ["Candles", "Decor"], ["Vase", "Decor"]],
  },
  {
    name: "Master Bedroom",
    members: [],
    weight: 9,
    containers: ["Wardrobe", "Dresser", "Bedside Drawer", "Under-bed Box"],
    things: [["Jumpers", "Clothing"], ["Jeans", "Clothing"], ["Shirts", "Clothing"], ["Scarves", "Accessories"], ["Watch", "Accessories"], ["Jewellery Box", "Accessories"], ["Spare Pillows", "Linen"], ["Duvet Cover", "Linen"], ["Reading Lamp", "Lighting"], ["Hair Dryer", "Electronics"], ["Passport Wallet", "Documents"]],
  },
  {
    name: "Emma's Bedroom",
    members: ["partner", "child"],
    weight: 9,
    containers: ["Toy Box", "Wardrobe", "Bookshelf", "Drawer"],
    things: [["Teddy Bear", "Toys"], ["Lego Set", "Toys"], ["Dolls", "Toys"], ["Colouring Books", "Crafts"], ["Felt Tips", "Crafts"], ["Picture Book", "Books"], ["School Bag", "School"], ["Pyjamas", "Clothing"], ["Trainers", "Shoes"], ["Night Light", "Lighting"], ["Hair Clips", "Accessories"]],
  },
  {
    name: "Bathroom",
    members: ["partner", "child"],
    weight: 5,
    containers: ["Bathroom Cabinet", "Towel Shelf", "Under-sink Box"],
    things: [["Towels", "Linen"], ["Toothpaste", "Toiletries"], ["Shampoo", "Toiletries"], ["Plasters", "First Aid"], ["Paracetamol", "First Aid"], ["Bath Toys", "Toys"], ["Toilet Rolls", "Supplies"], ["Bleach", "Cleaning"]],
  },
  {
    name: "Dining Room",
    members: ["partner", "child"],
    weight: 4,
    containers: ["Sideboard", "Cabinet", "Drawer"],
    things: [["Placemats", "Table Linen"], ["Napkins", "Table Linen"], ["Wine Glasses", "Glassware"], ["Serving Dish", "Crockery"], ["Candlesticks", "Decor"], ["Tablecloth", "Table Linen"], ["Cutlery Set", "Cutlery"]],
  },
  {
    name: "Study",
    members: ["partner"],
    weight: 8,
    containers: ["Filing Cabinet", "Desk Drawer", "Bookshelf", "Box"],
    things: [["Printer Paper", "Stationery"], ["Pens", "Stationery"], ["Stapler", "Stationery"], ["Laptop", "Electronics"], ["Monitor", "Electronics"], ["Chargers", "Electronics"], ["Bank Statements", "Documents"], ["Warranty Papers", "Documents"], ["Calculator", "Electronics"], ["Reference Book", "Books"]],
  },
  {
    name: "Utility Room",
    members: ["partner"],
    weight: 6,
    containers: ["Cupboard", "Shelf Unit", "Storage Bin"],
    things: [["Washing Powder", "Cleaning"], ["Iron", "Appliances"], ["Ironing Board", "Household"], ["Clothes Pegs", "Household"], ["Mop", "Cleaning"], ["Light Bulbs", "Supplies"], ["Batteries", "Supplies"], ["Vacuum Cleaner", "Appliances"]],
  },
  {
    name: "Garage",
    members: ["partner"],
    weight: 14,
    containers: ["Tool Chest", "Shelf Unit", "Storage Bin", "Cabinet", "Box"],
    things: [["Hammer", "Tools"], ["Screwdrivers", "Tools"], ["Drill", "Tools"], ["Spanners", "Tools"], ["Paint Tins", "DIY"], ["Paint Brushes", "DIY"], ["Screws", "DIY"], ["Bike Pump", "Sports"], ["Football", "Sports"], ["Tennis Rackets", "Sports"], ["Car Jack", "Car"], ["Jump Leads", "Car"], ["Camping Stove", "Camping"], ["Tent", "Camping"]],
  },
  {
    name: "Loft",
    members: [],
    weight: 12,
    containers: ["Box", "Storage Bin", "Suitcase", "Trunk"],
    things: [["Christmas Decorations", "Seasonal"], ["Fairy Lights", "Seasonal"], ["Baby Clothes", "Keepsakes"], ["Old Toys", "Keepsakes"], ["School Reports", "Documents"], ["Photo Frames", "Decor"], ["Spare Curtains", "Soft Furnishings"], ["Sleeping Bags", "Camping"], ["Records", "Media"], ["Old Laptop", "Electronics"]],
  },
  {
    name: "Garden Shed",
    members: ["partner"],
    weight: 7,
    containers: ["Shelf Unit", "Storage Bin", "Box"],
    things: [["Lawn Mower", "Garden"], ["Rake", "Garden"], ["Trowel", "Garden"], ["Plant Pots", "Garden"], ["Hose", "Garden"], ["Seed Packets", "Garden"], ["Barbecue", "Outdoor"], ["Garden Chairs", "Outdoor"], ["Watering Can", "Garden"]],
  },
  {
    name: "Guest Bedroom",
    members: ["partner"],
    weight: 5,
    containers: ["Wardrobe", "Chest of Drawers", "Under-bed Box"],
    things: [["Spare Duvet", "Linen"], ["Spare Towels", "Linen"], ["Air Bed", "Household"], ["Suitcases", "Luggage"], ["Sewing Kit", "Crafts"], ["Ironed Shirts", "Clothing"]],
  },
];

export type HistoryItem = {
  name: string;
  category: string;
  quantity: number;
  condition: ItemCondition;
  notes?: string;
  isContainer: boolean;
  lastUpdated: number;
  /** Index (in this room's list) of the container it is in; none at the room's top level. */
  parent?: number;
};

/** Containers a room may hold (model/inventoryViews.ts lists at most 500 as move targets). */
const CONTAINERS_PER_ROOM_MAX = 400;
const CONTAINER_DEPTH_MAX = 4;
const conditions: { value: ItemCondition; weight: number }[] = [
  { value: "new", weight: 1 },
  { value: "good", weight: 6 },
  { value: "fair", weight: 2 },
  { value: "poor", weight: 1 },
];
const notes = ["Bought in the sale", "Needs a new battery", "From Grandma", "Keep for Emma", "Check before winter", "Spare one in the loft"];

/** How many of `total` items each room of historyRooms gets (largest remainders, so they add up). */
export function itemsPerRoom(total: number): number[] {
  const weights = historyRooms.reduce((sum, room) => sum + room.weight, 0);
  const exact = historyRooms.map((room) => (total * room.weight) / weights);
  const counts = exact.map(Math.floor);
  const order = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const missing = total - counts.reduce((sum, n) => sum + n, 0);
  for (let k = 0; k < missing; k++) counts[order[k].i] += 1;
  return counts;
}

/**
 * One room's history: containers first (an eighth of the items; some inside others, at most
 * four deep), then the things, a quarter loose at the top level and the rest in containers.
 * Parents always come before what they hold.
 */
export function historyItemsFor(roomIndex: number, count: number, today: string): HistoryItem[] {
  const room = historyRooms[roomIndex];
  const random = randomFrom(0x1737 + roomIndex);
  const [firstDay, lastDay] = [dayIndex(historyStart(today)), dayIndex(today)];
  const when = () => timeOn(dayOf(between(random, firstDay, lastDay - 1)), between(random, -4, 8));
  const containerCount = count === 0 ? 0 : Math.min(CONTAINERS_PER_ROOM_MAX, Math.max(1, Math.round(count / 8)));
  const items: HistoryItem[] = [];
  const depth: number[] = [];
  const numbered = new Map<string, number>();
  for (let i = 0; i < containerCount; i++) {
    const base = pick(random, room.containers);
    const n = (numbered.get(base) ?? 0) + 1;
    numbered.set(base, n);
    const candidates = depth.flatMap((d, at) => (d < CONTAINER_DEPTH_MAX ? [at] : []));
    const parent = i > 0 && random() < 0.3 && candidates.length > 0 ? pick(random, candidates) : undefined;
    depth.push(parent === undefined ? 1 : depth[parent] + 1);
    items.push({
      name: `${base} ${n}`,
      category: "Storage",
      quantity: 1,
      condition: weighted(random, conditions).value,
      isContainer: true,
      lastUpdated: when(),
      ...(parent === undefined ? {} : { parent }),
    });
  }
  for (let i = containerCount; i < count; i++) {
    const [name, category] = pick(random, room.things);
    const parent = containerCount > 0 && random() < 0.75 ? between(random, 0, containerCount - 1) : undefined;
    items.push({
      name,
      category,
      quantity: random() < 0.7 ? 1 : between(random, 2, 12),
      condition: weighted(random, conditions).value,
      ...(random() < 0.08 ? { notes: pick(random, notes) } : {}),
      isContainer: false,
      lastUpdated: when(),
      ...(parent === undefined ? {} : { parent }),
    });
  }
  return items;
}

// ---- Tasks and notifications ----------------------------------------------------

export type HistoryTask = {
  title: string;
  description: string;
  assignee: MemberKey;
  dueDate: string;
  priority: Priority;
  room?: string;
  needsApproval: boolean;
  status: "pending" | "in-progress" | "completed";
  /** Completed tasks: when (ms). */
  completedAt?: number;
  /** Completed tasks that needed approval were approved by the admin. */
  approved: boolean;
  /** Days it was done after its due date (each brought a reminder). */
  daysLate: number;
};

const chores: { title: string; description: string; room?: string; weight: number }[] = [
  { title: "Empty the dishwasher", description: "Plates in the cupboard, cutlery in the drawer", room: "Kitchen", weight: 8 },
  { title: "Tidy your bedroom", description: "Toys in the toy box, clothes in the basket", room: "Emma's Bedroom", weight: 7 },
  { title: "Hoover the living room", description: "Under the sofa too", room: "Living Room", weight: 5 },
  { title: "Take the bins out", description: "Recycling goes out on Thursdays", weight: 6 },
  { title: "Feed the cat", description: "Half a pouch morning and evening", room: "Kitchen", weight: 6 },
  { title: "Weekly food shop", description: "Milk, bread, fruit and vegetables", weight: 4 },
  { title: "Clean the bathroom", description: "Sink, bath and mirror", room: "Bathroom", weight: 4 },
  { title: "Lay the table", description: "Placemats, cutlery and glasses", room: "Dining Room", weight: 5 },
  { title: "Water the plants", description: "Front garden and the kitchen window", weight: 3 },
  { title: "Mow the lawn", description: "Mower is in the shed", room: "Garden Shed", weight: 2 },
  { title: "Sort the recycling", description: "Glass, cans and paper apart", room: "Utility Room", weight: 3 },
  { title: "Homework before tea", description: "Reading book and spellings", room: "Study", weight: 5 },
  { title: "Put the washing away", description: "Fold it first", room: "Utility Room", weight: 4 },
  { title: "Clear out the garage", description: "Take old paint to the tip", room: "Garage", weight: 1 },
  { title: "Change the bedding", description: "Clean sheets are in the airing cupboard", room: "Master Bedroom", weight: 2 },
];
const assignees: { key: MemberKey; weight: number }[] = [
  { key: "child", weight: 45 },
  { key: "partner", weight: 40 },
  { key: "parent", weight: 15 },
];
const taskPriorities: { value: Priority; weight: number }[] = [
  { value: "low", weight: 3 },
  { value: "medium", weight: 5 },
  { value: "high", weight: 2 },
];

/** Open tasks at the end of the history: a few per hundred. */
export const openTaskCount = (count: number) => (count === 0 ? 0 : Math.max(1, Math.round(count * 0.015)));

/**
 * `count` tasks: done and (where asked) approved over five years, oldest due first, then the
 * few still open (due from a few days ago to two weeks ahead). None waits for approval: an
 * admin keeps up, and the dashboard's Approvals card shows the oldest waiting.
 */
export function historyTasks(today: string, count: number): HistoryTask[] {
  const random = randomFrom(0x7a5c);
  const [firstDay, lastDay] = [dayIndex(historyStart(today)), dayIndex(today)];
  const open = openTaskCount(count);
  const done = count - open;
  const tasks: HistoryTask[] = [];
  const base = () => {
    const chore = weighted(random, chores);
    const assignee = weighted(random, assignees).key;
    return {
      title: chore.title,
      description: chore.description,
      assignee,
      priority: weighted(random, taskPriorities).value,
      ...(chore.room ? { room: chore.room } : {}),
      needsApproval: assignee !== "parent" && random() < 0.8,
    };
  };
  for (let i = 0; i < done; i++) {
    // Due dates over the five years up to a week ago, so lateness stays in the past.
    const dueDate = dayOf(firstDay + Math.floor((i * (lastDay - 7 - firstDay)) / Math.max(1, done)));
    const task = base();
    const daysLate = random() < 0.4 ? between(random, 1, 4) : 0;
    tasks.push({
      ...task,
      dueDate,
      status: "completed",
      completedAt: timeOn(dayOf(dayIndex(dueDate) + daysLate - (daysLate === 0 ? between(random, 0, 2) : 0)), between(random, 3, 8)),
      approved: task.needsApproval,
      daysLate,
    });
  }
  for (let i = 0; i < open; i++) {
    tasks.push({
      ...base(),
      dueDate: dayOf(lastDay + between(random, -3, 14)),
      status: random() < 0.6 ? "pending" : "in-progress",
      approved: false,
      daysLate: 0,
    });
  }
  return tasks;
}

export type HistoryNotification = {
  /** The task it is about (index in historyTasks). */
  task: number;
  to: MemberKey;
  kind: "taskAssigned" | "taskCompleted" | "taskApproved" | "taskDue";
  /** Reminders: the day of the reminder. */
  day?: string;
  at: number;
  read: boolean;
};

/** Unread at the end of the history, newest first, per member: people read their bell. */
const UNREAD: Record<MemberKey, number> = { parent: 12, partner: 5, child: 3 };

/**
 * Exactly `count` notifications from the tasks' lives, oldest first: the assignment to its
 * assignee, the completion to the admin when it needs approval, the approval back, and a
 * "task due" reminder per day a task was late. (Every task's possible notifications are
 * listed, then `count` of them picked evenly.) The newest few of each member are unread.
 */
export function historyNotifications(tasks: HistoryTask[], count: number, today: string): HistoryNotification[] {
  const possible: HistoryNotification[] = [];
  const lastDay = dayIndex(today);
  tasks.forEach((task, index) => {
    const due = dayIndex(task.dueDate);
    const byAdmin = task.assignee === "parent"; // the admin assigns; nobody is told of their own act
    // Open tasks due ahead were assigned in the last few days, not in the future.
    const assigned = Math.min(due - 3, lastDay - 1 - (index % 3));
    if (!byAdmin) possible.push({ task: index, to: task.assignee, kind: "taskAssigned", at: timeOn(dayOf(assigned), -2), read: true });
    for (let late = 0; late < task.daysLate; late++) {
      const day = dayOf(due + late);
      possible.push({ task: index, to: task.assignee, kind: "taskDue", day, at: timeOn(day, -6), read: true });
    }
    if (task.completedAt !== undefined && task.needsApproval) {
      possible.push({ task: index, to: "parent", kind: "taskCompleted", at: task.completedAt, read: true });
      if (task.approved) possible.push({ task: index, to: task.assignee, kind: "taskApproved", at: task.completedAt + 3 * 60 * 60 * 1000, read: true });
    }
  });
  if (possible.length < count) {
    throw new Error(`${tasks.length} tasks give at most ${possible.length} notifications, not ${count}: ask for more tasks`);
  }
  const chosen = Array.from({ length: count }, (_, k) => possible[Math.floor((k * possible.length) / count)]);
  chosen.sort((a, b) => a.at - b.at || a.task - b.task);
  const unread = { ...UNREAD };
  for (let k = chosen.length - 1; k >= 0; k--) {
    const notification = chosen[k];
    if (unread[notification.to] > 0) {
      unread[notification.to] -= 1;
      chosen[k] = { ...notification, read: false };
    }
  }
  return chosen;
}

/** Tasks per batch; each batch also writes its tasks' notifications. */
export const TASK_BATCH = 250;
/** Transactions per batch (each batch updates a few thousand running totals). */
export const TRANSACTION_BATCH = 1000;
