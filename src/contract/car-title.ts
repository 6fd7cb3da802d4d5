/**
 * How a car is named wherever it appears: brand, model, pattern, year. Brands whose model names
 * already carry the brand ("Mazda 3", "MG5") are not named twice.
 */
export function carTitle(brand: string, model: string, trim: string, year: number): string {
  const withBrand = model.toLowerCase().startsWith(brand.toLowerCase()) ? model : `${brand} ${model}`
  return `${withBrand} ${trim} ${year}`
}
