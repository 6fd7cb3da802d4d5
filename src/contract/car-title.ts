/**
 * How a car is named wherever it appears: brand, model, pattern, year. Nothing is named twice:
 * brands whose model names already carry the brand ("Mazda 3", "MG5") and patterns that already
 * carry the model ("ES 250 Premier" of the Lexus ES) keep the name once.
 */
export function carTitle(brand: string, model: string, trim: string, year: number): string {
  const name = trimCarriesModel(trim, model) ? trim : `${model} ${trim}`
  return `${withBrand(brand, model, name)} ${year}`
}

/** A model without a pattern (a model's page, its link preview): "Toyota Land Cruiser", "Mazda 3". */
export function modelTitle(brand: string, model: string): string {
  return withBrand(brand, model, model)
}

function withBrand(brand: string, model: string, name: string): string {
  return model.toLowerCase().startsWith(brand.toLowerCase()) ? name : `${brand} ${name}`
}

/** "ES 250 Premier" carries the model "ES"; "Escalade" does not carry "ES". */
function trimCarriesModel(trim: string, model: string): boolean {
  const lowerTrim = trim.toLowerCase()
  const lowerModel = model.toLowerCase()
  return lowerTrim === lowerModel || lowerTrim.startsWith(`${lowerModel} `)
}
