// The chore form as the chores page sends it (lib/choreSchema.ts checks it), for tests: by
// default a daily chore from Monday 7 January 2030 for `people`, always theirs, missable.
export const noRepeatForm = { freq: "none", interval: 1, byDay: [] as string[], monthly: "date", ends: "never", until: "", count: 10 };

export function choreForm(people: string[], extra: Record<string, unknown> = {}) {
  return {
    title: "Feed the cat",
    icon: "cat",
    partOfDay: "morning",
    points: 5,
    needsApproval: false,
    photoProof: false,
    scheduleKind: "repeat",
    start: "2030-01-07",
    repeat: { ...noRepeatForm, freq: "daily" },
    afterDays: 3,
    months: [] as number[],
    missable: true,
    assignment: "fixed",
    rotateBy: "occurrence",
    memberIds: people,
    ...extra,
  };
}
