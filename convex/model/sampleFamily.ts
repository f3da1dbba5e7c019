// The spec's sample family (DESIGN.md decision 12): three members, three rooms
// with a few items each. Its finance categories and item types are the usual ones, in
// English (lib/financeStarterLists.ts).
import type {
  ClothingCategory,
  DayOfWeek,
  ItemCondition,
  LaundryStatus,
  MemberType,
  OccasionTag,
  Priority,
  Role,
  SeasonTag,
} from "../lib/validators";

export type SampleMember = {
  key: "parent" | "partner" | "child";
  name: string;
  email?: string;
  role: Role;
  memberType: MemberType;
};

/** The two with an email are the demo sign-ins the local stack prints. */
export const sampleMembers: SampleMember[] = [
  { key: "parent", name: "David Carter", email: "admin@household.test", role: "admin", memberType: "Dad" },
  { key: "partner", name: "Sarah Carter", email: "member@household.test", role: "member", memberType: "Mum" },
  { key: "child", name: "Emma Carter", role: "member", memberType: "Daughter" },
];

export type SampleItem = {
  name: string;
  category: string;
  quantity?: number;
  condition?: ItemCondition;
  notes?: string;
  contents?: SampleItem[];
};

/** Its type follows from its name (lib/roomTypes.ts), as for any room. */
export type SampleRoom = {
  name: string;
  /** Members (by key) allowed in besides admins. */
  members: SampleMember["key"][];
  items: SampleItem[];
};

export const sampleRooms: SampleRoom[] = [
  {
    name: "Master Bedroom",
    members: ["partner"],
    items: [
      {
        name: "Wardrobe",
        category: "Furniture",
        contents: [
          { name: "Winter Coat", category: "Clothing", quantity: 2 },
          { name: "Spare Bedding", category: "Linen", quantity: 3, condition: "fair" },
        ],
      },
      { name: "Bedside Lamp", category: "Lighting", quantity: 2, condition: "new" },
      { name: "Alarm Clock", category: "Electronics" },
    ],
  },
  {
    name: "Kitchen",
    members: ["partner", "child"],
    items: [
      {
        name: "Refrigerator",
        category: "Appliances",
        contents: [{ name: "Milk", category: "Food", quantity: 2, condition: "new" }],
      },
      { name: "Kettle", category: "Appliances" },
      { name: "Dinner Plates", category: "Crockery", quantity: 8 },
    ],
  },
  {
    name: "Living Room",
    members: ["partner", "child"],
    items: [
      { name: "Sofa", category: "Furniture", condition: "fair" },
      { name: "Television", category: "Electronics" },
      {
        name: "Bookshelf",
        category: "Furniture",
        contents: [{ name: "Board Games", category: "Games", quantity: 5 }],
      },
    ],
  },
];

export type SampleTask = {
  title: string;
  description: string;
  assignee: SampleMember["key"];
  daysAhead: number;
  priority: Priority;
  needsApproval: boolean;
  room?: string;
};

/** Spec section 9: sample due dates 1 to 3 days ahead. */
export const sampleTasks: SampleTask[] = [
  {
    title: "Tidy the living room",
    description: "Put the board games back on the bookshelf",
    assignee: "child",
    daysAhead: 1,
    priority: "medium",
    needsApproval: true,
    room: "Living Room",
  },
  {
    title: "Weekly food shop",
    description: "Milk, bread, fruit and vegetables",
    assignee: "partner",
    daysAhead: 2,
    priority: "high",
    needsApproval: false,
  },
  {
    title: "Empty the dishwasher",
    description: "Plates in the cupboard, cutlery in the drawer",
    assignee: "child",
    daysAhead: 3,
    priority: "low",
    needsApproval: true,
    room: "Kitchen",
  },
];

/** The Social space's two sample posts (spec section 2), oldest first. */
export const samplePosts: { author: SampleMember["key"]; body: string }[] = [
  { author: "partner", body: "Lovely family dinner tonight! Thank you all for helping in the kitchen." },
  { author: "child", body: "I got a gold star at school today for my reading!" },
];

export type SampleClothing = {
  owner: SampleMember["key"];
  name: string;
  category: ClothingCategory;
  size: string;
  color: string;
  occasionTags: OccasionTag[];
  seasonTags: SeasonTag[];
  laundryStatus: LaundryStatus;
};

/** A few clothes each, one in the laundry basket, so the Clothing page is alive from the start. */
export const sampleClothes: SampleClothing[] = [
  { owner: "parent", name: "Navy Suit Jacket", category: "Tops", size: "L", color: "Navy", occasionTags: ["Church", "Formal"], seasonTags: ["All-season"], laundryStatus: "Clean" },
  { owner: "parent", name: "Running Shoes", category: "Shoes", size: "10", color: "Grey", occasionTags: ["Sports"], seasonTags: ["All-season"], laundryStatus: "Clean" },
  { owner: "partner", name: "Floral Dress", category: "Dresses", size: "12", color: "Yellow", occasionTags: ["Church", "Party"], seasonTags: ["Summer"], laundryStatus: "Clean" },
  { owner: "partner", name: "Raincoat", category: "Tops", size: "M", color: "Green", occasionTags: ["Casual"], seasonTags: ["Rainy"], laundryStatus: "Clean" },
  { owner: "child", name: "School Polo Shirt", category: "Tops", size: "8-9 years", color: "White", occasionTags: ["School"], seasonTags: ["All-season"], laundryStatus: "Needs Washing" },
  { owner: "child", name: "School Skirt", category: "Bottoms", size: "8-9 years", color: "Grey", occasionTags: ["School"], seasonTags: ["All-season"], laundryStatus: "Clean" },
  { owner: "child", name: "Black School Shoes", category: "Shoes", size: "13", color: "Black", occasionTags: ["School"], seasonTags: ["All-season"], laundryStatus: "Clean" },
];

/** One planned outfit, built from that member's sample clothes (by name). */
export const sampleOutfit: {
  owner: SampleMember["key"];
  dayOfWeek: DayOfWeek;
  name: string;
  notes: string;
  top: string;
  bottom: string;
  shoes: string;
} = {
  owner: "child",
  dayOfWeek: "Monday",
  name: "School day",
  notes: "PE kit in the bag",
  top: "School Polo Shirt",
  bottom: "School Skirt",
  shoes: "Black School Shoes",
};
