import { gql, type TypedDocumentNode } from '@apollo/client'

export type VehicleDetailDoc = {
  id: number
  vin: string
  title: string | null
  stockNumber: string | null
  condition: 'new' | 'used' | 'certified'
  status: 'available' | 'sold' | 'hidden'
  year: number
  make: string
  model: string
  trim: string | null
  price: number | null
  oldPrice: number | null
  priceDrop: number | null
  mileage: number | null
  bodystyle: string | null
  doors: number | null
  transmission: string | null
  drivetrain: string | null
  fuelType: string | null
  exteriorColor: string | null
  interiorColor: string | null
  engine: string | null
  cityMpg: number | null
  highwayMpg: number | null
  oem: string | null
  standardFeatures: string[] | null
  optionalFeatures: string[] | null
  previewImage: string | null
  additionalImages: string[] | null
  evoxImages: string[] | null
  imageCustomBg: string | null
  premiumUpgrade: boolean | null
  private: boolean | null
  dateInStock: string | null
  store: { storeId: string; name: string; addressLine1: string; city: string; state: string; zip: string; salesPhone: string; textPhone: string | null } | null
}

export type VehicleByVinResult = { Vehicles: { docs: VehicleDetailDoc[] } }

/** One vehicle for its detail page (site.md section 2 "Vehicle detail"); anonymous access sees only available ones. */
export const VEHICLE_BY_VIN_QUERY: TypedDocumentNode<VehicleByVinResult, { vin: string }> = gql`
  query VehicleByVin($vin: String!) {
    Vehicles(where: { vin: { equals: $vin } }, limit: 1, pagination: false) {
      docs {
        id vin title stockNumber condition status year make model trim
        price oldPrice priceDrop mileage bodystyle doors transmission drivetrain fuelType
        exteriorColor interiorColor engine cityMpg highwayMpg oem
        standardFeatures optionalFeatures previewImage additionalImages evoxImages imageCustomBg
        premiumUpgrade private dateInStock
        store { storeId name addressLine1 city state zip salesPhone textPhone }
      }
    }
  }
`
