/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Location_State =
  | 'IA'
  | 'IL'
  | 'IN';

export type Location_TimeZone =
  | 'central'
  | 'eastern'
  | 'mountain'
  | 'pacific';

export type Vehicle_Bodystyle =
  | 'commercial'
  | 'convertibles'
  | 'coupes'
  | 'hatchbacks'
  | 'minivans'
  | 'sedans'
  | 'suvs'
  | 'trucks'
  | 'wagons';

export type Vehicle_Condition =
  | 'certified'
  | 'new'
  | 'used';

export type Vehicle_Status =
  | 'available'
  | 'hidden'
  | 'sold';

export type Vehicle_Transmission =
  | 'automatic'
  | 'manual';

export type LocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationsQuery = { Locations: { docs: Array<{ id: number, storeId: string, name: string, subname: string | null, addressLine1: string, addressLine2: string | null, city: string, state: Location_State, zip: string, googleMapsLink: string | null, inventoryLink: string | null, salesPhone: string, servicePhone: string | null, currentLocation: boolean | null, note: string | null, timeZone: Location_TimeZone, coordinates: { longitude: number | null, latitude: number | null } | null, salesHours: Array<{ weekday: number | null, open: number | null, close: number | null, closed: boolean | null }> | null, serviceHours: Array<{ weekday: number | null, open: number | null, close: number | null, closed: boolean | null }> | null }> } | null };

export type VehicleByVinQueryVariables = Exact<{
  vin: string;
}>;


export type VehicleByVinQuery = { Vehicles: { docs: Array<{ id: number, vin: string, title: string | null, stockNumber: string | null, condition: Vehicle_Condition, status: Vehicle_Status, year: number, make: string, model: string, trim: string | null, price: number | null, oldPrice: number | null, priceDrop: number | null, mileage: number | null, bodystyle: Vehicle_Bodystyle | null, doors: number | null, transmission: Vehicle_Transmission | null, drivetrain: string | null, fuelType: string | null, exteriorColor: string | null, interiorColor: string | null, engine: string | null, cityMpg: number | null, highwayMpg: number | null, oem: string | null, standardFeatures: Array<string> | null, optionalFeatures: Array<string> | null, previewImage: string | null, additionalImages: Array<string> | null, evoxImages: Array<string> | null, imageCustomBg: string | null, premiumUpgrade: boolean | null, private: boolean | null, dateInStock: string | null, store: { storeId: string, name: string, addressLine1: string, city: string, state: Location_State, zip: string, salesPhone: string, textPhone: string | null } | null }> } | null };


export const LocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"sortOrder","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subname"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"googleMapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryLink"}},{"kind":"Field","name":{"kind":"Name","value":"salesPhone"}},{"kind":"Field","name":{"kind":"Name","value":"servicePhone"}},{"kind":"Field","name":{"kind":"Name","value":"currentLocation"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"salesHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"close"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"close"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LocationsQuery, LocationsQueryVariables>;
export const VehicleByVinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleByVin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Vehicles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"vin"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"stockNumber"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceDrop"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"bodystyle"}},{"kind":"Field","name":{"kind":"Name","value":"doors"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"drivetrain"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"exteriorColor"}},{"kind":"Field","name":{"kind":"Name","value":"interiorColor"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"cityMpg"}},{"kind":"Field","name":{"kind":"Name","value":"highwayMpg"}},{"kind":"Field","name":{"kind":"Name","value":"oem"}},{"kind":"Field","name":{"kind":"Name","value":"standardFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"optionalFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"}},{"kind":"Field","name":{"kind":"Name","value":"additionalImages"}},{"kind":"Field","name":{"kind":"Name","value":"evoxImages"}},{"kind":"Field","name":{"kind":"Name","value":"imageCustomBg"}},{"kind":"Field","name":{"kind":"Name","value":"premiumUpgrade"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"dateInStock"}},{"kind":"Field","name":{"kind":"Name","value":"store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"salesPhone"}},{"kind":"Field","name":{"kind":"Name","value":"textPhone"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VehicleByVinQuery, VehicleByVinQueryVariables>;