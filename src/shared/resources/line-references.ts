/** Ids the documents' lines and events' payloads name by convention, and the resource each is picked from. */
export const LINE_REFERENCES: Readonly<Record<string, string>> = {
  ProductId: 'Product',
  PlaceId: 'Place',
  OwnerId: 'Shop',
  WarehouseId: 'Warehouse',
  ZoneId: 'Zone',
}
