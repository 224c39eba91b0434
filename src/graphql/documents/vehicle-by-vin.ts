import { gql, type TypedDocumentNode } from '@apollo/client'
import type { Nullable, Vehicle } from '@/domain/vehicles/vehicle'

/** The facts the vehicles collection requires; GraphQL may answer null for every other one. */
type RequiredFacts = 'vin' | 'condition' | 'status' | 'year' | 'make' | 'model'

/** The vehicle page's GraphQL answer: the domain's vehicle, its optional facts nullable, and the page's own parts. */
export type VehicleDetailDoc = Pick<Vehicle, RequiredFacts> &
  Nullable<Omit<Vehicle, RequiredFacts>> & {
    id: number
    title: string | null
    previewImage: string | null
    additionalImages: string[] | null
    evoxImages: string[] | null
    imageCustomBg: string | null
    store: {
      storeId: string
      name: string
      addressLine1: string
      city: string
      state: string
      zip: string
      salesPhone: string
      textPhone: string | null
    } | null
  }

export type VehicleByVinResult = { Vehicles: { docs: VehicleDetailDoc[] } }

/** One vehicle for its detail page (site.md section 2 "Vehicle detail"); anonymous access sees only available ones. */
export const VEHICLE_BY_VIN_QUERY: TypedDocumentNode<VehicleByVinResult, { vin: string }> = gql`
  query VehicleByVin($vin: String!) {
    Vehicles(where: { vin: { equals: $vin } }, limit: 1, pagination: false) {
      docs {
        id
        vin
        title
        stockNumber
        condition
        status
        year
        make
        model
        trim
        price
        oldPrice
        priceDrop
        mileage
        bodystyle
        doors
        transmission
        drivetrain
        fuelType
        exteriorColor
        interiorColor
        engine
        cityMpg
        highwayMpg
        oem
        standardFeatures
        optionalFeatures
        previewImage
        additionalImages
        evoxImages
        imageCustomBg
        premiumUpgrade
        private
        dateInStock
        store {
          storeId
          name
          addressLine1
          city
          state
          zip
          salesPhone
          textPhone
        }
      }
    }
  }
`
