import { graphql } from '@/graphql/generated'
import { typedDocument } from '@/graphql/typed-document'

/** The stores for the contact page, store picker and footer; its types are generated (codegen.ts). */
export const LOCATIONS_QUERY = typedDocument(
  graphql(`
    query Locations {
      Locations(limit: 20, sort: "sortOrder", pagination: false) {
        docs {
          id
          storeId
          name
          subname
          addressLine1
          addressLine2
          city
          state
          zip
          coordinates {
            longitude
            latitude
          }
          googleMapsLink
          inventoryLink
          salesPhone
          servicePhone
          currentLocation
          note
          timeZone
          salesHours {
            weekday
            open
            close
            closed
          }
          serviceHours {
            weekday
            open
            close
            closed
          }
        }
      }
    }
  `),
)
