/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n    query Locations {\n      Locations(limit: 20, sort: \"sortOrder\", pagination: false) {\n        docs {\n          id\n          storeId\n          name\n          subname\n          addressLine1\n          addressLine2\n          city\n          state\n          zip\n          coordinates {\n            longitude\n            latitude\n          }\n          googleMapsLink\n          inventoryLink\n          salesPhone\n          servicePhone\n          currentLocation\n          note\n          timeZone\n          salesHours {\n            weekday\n            open\n            close\n            closed\n          }\n          serviceHours {\n            weekday\n            open\n            close\n            closed\n          }\n        }\n      }\n    }\n  ": typeof types.LocationsDocument,
    "\n    query VehicleByVin($vin: String!) {\n      Vehicles(where: { vin: { equals: $vin } }, limit: 1, pagination: false) {\n        docs {\n          id\n          vin\n          title\n          stockNumber\n          condition\n          status\n          year\n          make\n          model\n          trim\n          price\n          oldPrice\n          priceDrop\n          mileage\n          bodystyle\n          doors\n          transmission\n          drivetrain\n          fuelType\n          exteriorColor\n          interiorColor\n          engine\n          cityMpg\n          highwayMpg\n          oem\n          standardFeatures\n          optionalFeatures\n          previewImage\n          additionalImages\n          evoxImages\n          imageCustomBg\n          premiumUpgrade\n          private\n          dateInStock\n          store {\n            storeId\n            name\n            addressLine1\n            city\n            state\n            zip\n            salesPhone\n            textPhone\n          }\n        }\n      }\n    }\n  ": typeof types.VehicleByVinDocument,
};
const documents: Documents = {
    "\n    query Locations {\n      Locations(limit: 20, sort: \"sortOrder\", pagination: false) {\n        docs {\n          id\n          storeId\n          name\n          subname\n          addressLine1\n          addressLine2\n          city\n          state\n          zip\n          coordinates {\n            longitude\n            latitude\n          }\n          googleMapsLink\n          inventoryLink\n          salesPhone\n          servicePhone\n          currentLocation\n          note\n          timeZone\n          salesHours {\n            weekday\n            open\n            close\n            closed\n          }\n          serviceHours {\n            weekday\n            open\n            close\n            closed\n          }\n        }\n      }\n    }\n  ": types.LocationsDocument,
    "\n    query VehicleByVin($vin: String!) {\n      Vehicles(where: { vin: { equals: $vin } }, limit: 1, pagination: false) {\n        docs {\n          id\n          vin\n          title\n          stockNumber\n          condition\n          status\n          year\n          make\n          model\n          trim\n          price\n          oldPrice\n          priceDrop\n          mileage\n          bodystyle\n          doors\n          transmission\n          drivetrain\n          fuelType\n          exteriorColor\n          interiorColor\n          engine\n          cityMpg\n          highwayMpg\n          oem\n          standardFeatures\n          optionalFeatures\n          previewImage\n          additionalImages\n          evoxImages\n          imageCustomBg\n          premiumUpgrade\n          private\n          dateInStock\n          store {\n            storeId\n            name\n            addressLine1\n            city\n            state\n            zip\n            salesPhone\n            textPhone\n          }\n        }\n      }\n    }\n  ": types.VehicleByVinDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query Locations {\n      Locations(limit: 20, sort: \"sortOrder\", pagination: false) {\n        docs {\n          id\n          storeId\n          name\n          subname\n          addressLine1\n          addressLine2\n          city\n          state\n          zip\n          coordinates {\n            longitude\n            latitude\n          }\n          googleMapsLink\n          inventoryLink\n          salesPhone\n          servicePhone\n          currentLocation\n          note\n          timeZone\n          salesHours {\n            weekday\n            open\n            close\n            closed\n          }\n          serviceHours {\n            weekday\n            open\n            close\n            closed\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query Locations {\n      Locations(limit: 20, sort: \"sortOrder\", pagination: false) {\n        docs {\n          id\n          storeId\n          name\n          subname\n          addressLine1\n          addressLine2\n          city\n          state\n          zip\n          coordinates {\n            longitude\n            latitude\n          }\n          googleMapsLink\n          inventoryLink\n          salesPhone\n          servicePhone\n          currentLocation\n          note\n          timeZone\n          salesHours {\n            weekday\n            open\n            close\n            closed\n          }\n          serviceHours {\n            weekday\n            open\n            close\n            closed\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query VehicleByVin($vin: String!) {\n      Vehicles(where: { vin: { equals: $vin } }, limit: 1, pagination: false) {\n        docs {\n          id\n          vin\n          title\n          stockNumber\n          condition\n          status\n          year\n          make\n          model\n          trim\n          price\n          oldPrice\n          priceDrop\n          mileage\n          bodystyle\n          doors\n          transmission\n          drivetrain\n          fuelType\n          exteriorColor\n          interiorColor\n          engine\n          cityMpg\n          highwayMpg\n          oem\n          standardFeatures\n          optionalFeatures\n          previewImage\n          additionalImages\n          evoxImages\n          imageCustomBg\n          premiumUpgrade\n          private\n          dateInStock\n          store {\n            storeId\n            name\n            addressLine1\n            city\n            state\n            zip\n            salesPhone\n            textPhone\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query VehicleByVin($vin: String!) {\n      Vehicles(where: { vin: { equals: $vin } }, limit: 1, pagination: false) {\n        docs {\n          id\n          vin\n          title\n          stockNumber\n          condition\n          status\n          year\n          make\n          model\n          trim\n          price\n          oldPrice\n          priceDrop\n          mileage\n          bodystyle\n          doors\n          transmission\n          drivetrain\n          fuelType\n          exteriorColor\n          interiorColor\n          engine\n          cityMpg\n          highwayMpg\n          oem\n          standardFeatures\n          optionalFeatures\n          previewImage\n          additionalImages\n          evoxImages\n          imageCustomBg\n          premiumUpgrade\n          private\n          dateInStock\n          store {\n            storeId\n            name\n            addressLine1\n            city\n            state\n            zip\n            salesPhone\n            textPhone\n          }\n        }\n      }\n    }\n  "];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;