import { graphql } from '@/graphql/generated'
import type { VehicleByVinQuery } from '@/graphql/generated/graphql'
import { typedDocument } from '@/graphql/typed-document'

/** The vehicle page's GraphQL answer for one vehicle, as generated from the document below. */
export type VehicleDetailDoc = NonNullable<VehicleByVinQuery['Vehicles']>['docs'][number]

/** One vehicle for its detail page (site.md section 2 "Vehicle detail"); anonymous access sees only available ones. */
export const VEHICLE_BY_VIN_QUERY = typedDocument(
  graphql(`
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
  `),
)
