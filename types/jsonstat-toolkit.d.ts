/** The parts of jsonstat-toolkit (no types of its own) the download tests use: the server tests and the e2e tests. */
declare module 'jsonstat-toolkit' {
  interface Category {
    label: string;
    unit?: { label?: string; decimals?: number } | null;
  }
  interface Dimension {
    id: string[];
    length: number;
    role: string | null;
    Category(id: string | number): Category | null;
  }
  interface Dataset {
    class: string;
    id: string[];
    n: number;
    role: { time: string[] | null; geo: string[] | null; metric: string[] | null } | null;
    Dimension(id: string): Dimension | null;
    Data(where: Record<string, string>): { value: number | null; status: string | null } | null;
    toTable(options: { type: 'arrobj' }): Record<string, string | number | null>[];
  }
  function JSONstat(input: unknown): Dataset;
  export default JSONstat;
}
