/** Every number written in a description ("−3.2", "11.9", "2,400"), as numbers: for tests that compare them with a model's. */
export function numbersIn(text: string): number[] {
  return Array.from(text.matchAll(/[−-]?\d[\d,]*(?:\.\d+)?(?:e[−-]?\d+)?/g), (m) =>
    Number(m[0].replace(/−/g, '-').replace(/,/g, '')),
  );
}
