/** The code examples of the developers page, for a series and the API's absolute address. */
export interface ExampleContext {
  /** The API's absolute base, e.g. `https://stats.example.org/api`. */
  api: string;
  seriesId: string;
  lang: 'en' | 'zh';
}

export function curlExample({ api, seriesId, lang }: ExampleContext): string {
  return [
    '# The series tree (ids, numbers, units, sources)',
    `curl -s '${api}/reception/series/citySerSeries/list?lang=${lang}'`,
    '',
    '# Every place, every year of one series, as CSV',
    `curl -sO '${api}/reception/data/series.csv?seriesId=${seriesId}&lang=${lang}'`,
    '',
    '# Two economies, 2000-2020, as JSON-stat 2.0',
    `curl -s '${api}/reception/data/chart.jsonstat?seriesId=${seriesId}&countryIds=1,5&startYear=2000&endYear=2020&lang=${lang}'`,
  ].join('\n');
}

export function pythonExample({ api, seriesId, lang }: ExampleContext): string {
  return [
    'import pandas as pd',
    'import requests',
    '',
    `API = "${api}"`,
    '',
    '# Every place, every year of one series (one row per place and year)',
    `df = pd.read_csv(f"{API}/reception/data/series.csv?seriesId=${seriesId}&lang=${lang}")`,
    'wide = df.pivot_table(index="place", columns="year", values="value")',
    '',
    '# The same as JSON-stat 2.0, read into a table by hand',
    `ds = requests.get(f"{API}/reception/data/series.jsonstat?seriesId=${seriesId}&lang=${lang}").json()`,
    'places = sorted(ds["dimension"]["place"]["category"]["index"], key=ds["dimension"]["place"]["category"]["index"].get)',
    'years = sorted(ds["dimension"]["year"]["category"]["index"], key=ds["dimension"]["year"]["category"]["index"].get)',
    'values = pd.DataFrame([ds["value"][i * len(years):(i + 1) * len(years)] for i in range(len(places))],',
    '                      index=[ds["dimension"]["place"]["category"]["label"][p] for p in places], columns=years)',
  ].join('\n');
}

export function rExample({ api, seriesId, lang }: ExampleContext): string {
  return [
    `api <- "${api}"`,
    '',
    '# Every place, every year of one series (one row per place and year)',
    `df <- read.csv(paste0(api, "/reception/data/series.csv?seriesId=${seriesId}&lang=${lang}"), fileEncoding = "UTF-8-BOM")`,
    'head(df[, c("place", "year", "value", "unit")])',
    '',
    '# The same as JSON-stat 2.0 with the rjstat package',
    '# install.packages("rjstat")',
    `ds <- rjstat::fromJSONstat(paste0(api, "/reception/data/series.jsonstat?seriesId=${seriesId}&lang=${lang}"))`,
  ].join('\n');
}
