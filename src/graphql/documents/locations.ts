import { gql, type TypedDocumentNode } from '@apollo/client'

type Hours = { weekday: number; open: number | null; close: number | null; closed: boolean | null }[] | null

export type LocationsQueryResult = {
  Locations: {
    docs: {
      id: number
      storeId: string
      name: string
      subname: string | null
      addressLine1: string
      addressLine2: string | null
      city: string
      state: string
      zip: string
      coordinates: { longitude: number; latitude: number }
      googleMapsLink: string | null
      inventoryLink: string | null
      salesPhone: string
      servicePhone: string | null
      currentLocation: boolean | null
      note: string | null
      timeZone: string | null
      salesHours: Hours
      serviceHours: Hours
    }[]
  }
}

/** The stores for the contact page, store picker and footer. */
export const LOCATIONS_QUERY: TypedDocumentNode<LocationsQueryResult> = gql`
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
`
