/** Between facts on one line: "Qty: 2 · Furniture". */
export const DOT = " · ";
