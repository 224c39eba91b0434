/** The first vehicle page a shopper would open from the search page, as a path. */
export async function firstVehiclePath(baseUrl: string): Promise<string> {
  const srp = await (await fetch(`${baseUrl}/cars-for-sale`)).text()
  return /href="(\/[a-z]+-cars-for-sale\/\d{4}-[^"]+)"/.exec(srp)?.[1] ?? ''
}
