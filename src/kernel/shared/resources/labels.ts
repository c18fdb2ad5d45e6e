import type { MessageDescriptor } from '../messages.ts'
import type { DocumentField, EnumOption, ResourceDef } from './define.ts'

/**
 * The field vocabulary: one translated label per field name, shared by every resource (the spec
 * names fields the same way across entities). A definition overrides a label only where its
 * meaning differs. Explicit ids, so the server can import this file without the Lingui macros.
 */
export const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Id: /*i18n*/ { id: 'field.Id', message: 'ID' },
  Status: /*i18n*/ { id: 'field.Status', message: 'Status' },
  Score: /*i18n*/ { id: 'field.Score', message: 'Sort weight' },
  Version: /*i18n*/ { id: 'field.Version', message: 'Version' },
  CreateTime: /*i18n*/ { id: 'field.CreateTime', message: 'Created' },
  UpdateTime: /*i18n*/ { id: 'field.UpdateTime', message: 'Updated' },
  Type: /*i18n*/ { id: 'field.Type', message: 'Type' },
  Title: /*i18n*/ { id: 'field.Title', message: 'Title' },
  Name: /*i18n*/ { id: 'field.Name', message: 'Name' },
  Content: /*i18n*/ { id: 'field.Content', message: 'Content' },
  Remark: /*i18n*/ { id: 'field.Remark', message: 'Remarks' },
  AgentId: /*i18n*/ { id: 'field.AgentId', message: 'Staff member' },
  AgentName: /*i18n*/ { id: 'field.AgentName', message: 'Staff member' },
  DepartmentId: /*i18n*/ { id: 'field.DepartmentId', message: 'Department' },
  DepartmentName: /*i18n*/ { id: 'field.DepartmentName', message: 'Department' },
  Mobile: /*i18n*/ { id: 'field.Mobile', message: 'Mobile number' },
  Img: /*i18n*/ { id: 'field.Img', message: 'Image' },
  Kind: /*i18n*/ { id: 'field.Kind', message: 'Kind' },
  Tags: /*i18n*/ { id: 'field.Tags', message: 'Tags' },
  Link: /*i18n*/ { id: 'field.Link', message: 'Link' },
  Amount: /*i18n*/ { id: 'field.Amount', message: 'Amount' },
  MinPrice: /*i18n*/ { id: 'field.MinPrice', message: 'Minimum price' },
  DisplayTimes: /*i18n*/ { id: 'field.DisplayTimes', message: 'Times shown' },
  BeginTime: /*i18n*/ { id: 'field.BeginTime', message: 'Starts' },
  EndTime: /*i18n*/ { id: 'field.EndTime', message: 'Ends' },
  Longtitude: /*i18n*/ { id: 'field.Longtitude', message: 'Longitude' },
  Latitude: /*i18n*/ { id: 'field.Latitude', message: 'Latitude' },
  Distance: /*i18n*/ { id: 'field.Distance', message: 'Distance (metres)' },
  Display: /*i18n*/ { id: 'field.Display', message: 'Shown' },
  ReadNum: /*i18n*/ { id: 'field.ReadNum', message: 'Reads' },
  CollectNum: /*i18n*/ { id: 'field.CollectNum', message: 'Favourites' },
  CatalogId: /*i18n*/ { id: 'field.CatalogId', message: 'Category' },
  Multi: /*i18n*/ { id: 'field.Multi', message: 'Catalog family' },
  Fid: /*i18n*/ { id: 'field.Fid', message: 'Parent' },
  Path: /*i18n*/ { id: 'field.Path', message: 'Path' },
  Level: /*i18n*/ { id: 'field.Level', message: 'Level' },
  Feature: /*i18n*/ { id: 'field.Feature', message: 'Colour' },
  Values: /*i18n*/ { id: 'field.Values', message: 'Values' },
  ApiName: /*i18n*/ { id: 'field.ApiName', message: 'Interface' },
  Router: /*i18n*/ { id: 'field.Router', message: 'Route' },
  RangeText: /*i18n*/ { id: 'field.RangeText', message: 'Permission' },
  HttpMethod: /*i18n*/ { id: 'field.HttpMethod', message: 'HTTP method' },
  TableName: /*i18n*/ { id: 'field.TableName', message: 'Table' },
  ErrorId: /*i18n*/ { id: 'field.ErrorId', message: 'Error number' },
  Method: /*i18n*/ { id: 'field.Method', message: 'Method' },
  Message: /*i18n*/ { id: 'field.Message', message: 'Message' },
  Stack: /*i18n*/ { id: 'field.Stack', message: 'Stack trace' },
  IsRead: /*i18n*/ { id: 'field.IsRead', message: 'Read' },
  ReadTime: /*i18n*/ { id: 'field.ReadTime', message: 'Read at' },
  SubjectId: /*i18n*/ { id: 'field.SubjectId', message: 'Company' },
  ShopId: /*i18n*/ { id: 'field.ShopId', message: 'Shop' },
  Sex: /*i18n*/ { id: 'field.Sex', message: 'Sex' },
  JoinTime: /*i18n*/ { id: 'field.JoinTime', message: 'Joined' },
  LeaveTime: /*i18n*/ { id: 'field.LeaveTime', message: 'Left' },
  LoginTime: /*i18n*/ { id: 'field.LoginTime', message: 'Last sign-in' },
  IdCard: /*i18n*/ { id: 'field.IdCard', message: 'ID card number' },
  Email: /*i18n*/ { id: 'field.Email', message: 'Email' },
  Address: /*i18n*/ { id: 'field.Address', message: 'Address' },
  IsRank: /*i18n*/ { id: 'field.IsRank', message: 'Ranked' },
  EstateId: /*i18n*/ { id: 'field.EstateId', message: 'Limited scope' },
  CardImg: /*i18n*/ { id: 'field.CardImg', message: 'Photo' },
  Resume: /*i18n*/ { id: 'field.Resume', message: 'Résumé' },
  Pwd: /*i18n*/ { id: 'field.Pwd', message: 'Password' },
  Phone: /*i18n*/ { id: 'field.Phone', message: 'Phone' },
  Percentage: /*i18n*/ { id: 'field.Percentage', message: 'Commission (0.01%)' },
  DataScope: /*i18n*/ { id: 'field.DataScope', message: 'Data scope' },
  Salary: /*i18n*/ { id: 'field.Salary', message: 'Salary' },
  Permission: /*i18n*/ { id: 'field.Permission', message: 'Permissions' },
  Role: /*i18n*/ { id: 'field.Role', message: 'Role' },
  Cellphone: /*i18n*/ { id: 'field.Cellphone', message: 'Mobile number' },
  Country: /*i18n*/ { id: 'field.Country', message: 'Country' },
  // A document's lifecycle stage, apart from the record's Status (valid / deleted): each language words them differently.
  State: /*i18n*/ { id: 'field.State', message: 'Stage' },
  // Event payloads (lifecycle actions)
  Reason: /*i18n*/ { id: 'field.Reason', message: 'Reason' },
  SuccessorId: /*i18n*/ { id: 'field.SuccessorId', message: 'Successor' },
  LineId: /*i18n*/ { id: 'field.LineId', message: 'Line' },
  Qty: /*i18n*/ { id: 'field.Qty', message: 'Quantity' },
  BadQty: /*i18n*/ { id: 'field.BadQty', message: 'Damaged quantity' },
  PackageNo: /*i18n*/ { id: 'field.PackageNo', message: 'Package no.' },
  Counts: /*i18n*/ { id: 'field.Counts', message: 'Counted quantities' },
  City: /*i18n*/ { id: 'field.City', message: 'City' },
  Describe: /*i18n*/ { id: 'field.Describe', message: 'Description' },
  LastTime: /*i18n*/ { id: 'field.LastTime', message: 'Last active' },
  Tag: /*i18n*/ { id: 'field.Tag', message: 'Tag' },
  Birthday: /*i18n*/ { id: 'field.Birthday', message: 'Birthday' },
  FromCode: /*i18n*/ { id: 'field.FromCode', message: 'Referral code' },
  HeadImg: /*i18n*/ { id: 'field.HeadImg', message: 'Avatar' },
  Mode: /*i18n*/ { id: 'field.Mode', message: 'Mode' },
  FromType: /*i18n*/ { id: 'field.FromType', message: 'Source' },
  ShopName: /*i18n*/ { id: 'field.ShopName', message: 'Shop name' },
  AdminName: /*i18n*/ { id: 'field.AdminName', message: 'Administrator' },
  AdminPhone: /*i18n*/ { id: 'field.AdminPhone', message: 'Administrator phone' },
  SubjectCode: /*i18n*/ { id: 'field.SubjectCode', message: 'Company code' },
  LegalPerson: /*i18n*/ { id: 'field.LegalPerson', message: 'Legal representative' },
  ValidTime: /*i18n*/ { id: 'field.ValidTime', message: 'Valid until' },
  Range: /*i18n*/ { id: 'field.Range', message: 'Business scope' },
  BankName: /*i18n*/ { id: 'field.BankName', message: 'Bank' },
  BankNo: /*i18n*/ { id: 'field.BankNo', message: 'Bank account' },
  BankAmount: /*i18n*/ { id: 'field.BankAmount', message: 'Bank balance' },
  ParentId: /*i18n*/ { id: 'field.ParentId', message: 'Parent department' },
  // Document lines (the line tables of Entry, Delivery, Inventory, Ownership …)
  ProductId: /*i18n*/ { id: 'field.ProductId', message: 'Product' },
  ProductName: /*i18n*/ { id: 'field.ProductName', message: 'Product' },
  BarCode: /*i18n*/ { id: 'field.BarCode', message: 'Barcode' },
  Spec: /*i18n*/ { id: 'field.Spec', message: 'Specification' },
  ProductNum: /*i18n*/ { id: 'field.ProductNum', message: 'Quantity' },
  PlaceId: /*i18n*/ { id: 'field.PlaceId', message: 'Place' },
  AlreadyNum: /*i18n*/ { id: 'field.AlreadyNum', message: 'Received' },
  BadNum: /*i18n*/ { id: 'field.BadNum', message: 'Damaged' },
  PutNum: /*i18n*/ { id: 'field.PutNum', message: 'Put away' },
  ShortNum: /*i18n*/ { id: 'field.ShortNum', message: 'Short' },
  PickNum: /*i18n*/ { id: 'field.PickNum', message: 'Picked' },
  PackNum: /*i18n*/ { id: 'field.PackNum', message: 'Packed' },
  Counted: /*i18n*/ { id: 'field.Counted', message: 'Counted' },
}

/** Moments a record keeps (Unix seconds), shown with their time; calendar dates use the `date` widget. */
/** Where a list row carries the name of the record a reference field names (`CoAgentId` → `CoAgentName`). */
export const refName = (field: string) => `${field.replace(/Id$/, '')}Name`

/** The row's field naming the record a document field points at: its own `label`, else the one the server joins (`DocId` → `DocName`). */
export const docName = (field: string, doc: Pick<DocumentField, 'label'>) => doc.label ?? refName(field)

export const TIMESTAMP_FIELDS: ReadonlySet<string> = new Set([
  'CreateTime',
  'UpdateTime',
  'LoginTime',
  'LastTime',
  'ReadTime',
  'BlockedUntil',
  'LiftTime',
  'PostTime',
  'ReceiptTime',
])

/** Record status (spec section 3 generic fields): 1 valid, 0 disabled, -1 deleted. */
export const STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 1, label: /*i18n*/ { id: 'status.valid', message: 'Valid' } },
  { value: 0, label: /*i18n*/ { id: 'status.disabled', message: 'Disabled' } },
]

/** The label of a field of a resource: its own override, else the shared vocabulary. */
export function fieldLabel(def: Pick<ResourceDef, 'labels'>, field: string): MessageDescriptor | undefined {
  return def.labels?.[field] ?? FIELD_LABELS[field]
}

/** The options of an enumerated field (Status always has the generic ones). */
export function fieldOptions(def: Pick<ResourceDef, 'options'>, field: string): readonly EnumOption[] | undefined {
  return def.options?.[field] ?? (field === 'Status' ? STATUS_OPTIONS : undefined)
}

/** A lifecycle state's label: the `State` option of the document's definition. */
export function stateLabel(def: Pick<ResourceDef, 'options'>, state: string): MessageDescriptor | undefined {
  return fieldOptions(def, 'State')?.find((o) => o.value === state)?.label
}
