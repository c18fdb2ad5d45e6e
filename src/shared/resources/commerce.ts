import { country } from '../../kernel/shared/countries.ts'
import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import type { MessageDescriptor } from '../../kernel/shared/messages.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'
import { blocksSchema, storeLink } from './page-blocks.ts'

/** Commerce (spec /product): the brands products are sold under. */
export const brandResource = defineResource({
  name: 'Brand',
  noun: /*i18n*/ { id: 'noun.Brand', message: 'brand' },
  permission: 'product',
  group: 'product',
  route: '/product/brand',
  fields: {
    Name: z.string().trim().min(1).max(100),
    EnName: fields.text(100),
    Logo: fields.url().default(''),
    Country: country(),
    Website: fields.url().default(''),
    Describe: fields.text(2000),
    Score: fields.score().default(0),
  },
  label: 'Name',
  columns: ['Logo', 'Name', 'EnName', 'Country', 'Website', 'Score', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: {},
  keyword: ['Name', 'EnName'],
  widgets: { Logo: 'image', Describe: 'textarea' },
  labels: {
    Name: /*i18n*/ { id: 'field.Brand.Name', message: 'Brand name' },
    EnName: /*i18n*/ { id: 'field.Brand.EnName', message: 'English name' },
    Logo: /*i18n*/ { id: 'field.Brand.Logo', message: 'Logo' },
    Country: /*i18n*/ { id: 'field.Brand.Country', message: 'Country of origin' },
    Website: /*i18n*/ { id: 'field.Brand.Website', message: 'Website' },
    Describe: /*i18n*/ { id: 'field.Brand.Describe', message: 'Brand story' },
  },
  form: [['Name', 'EnName'], ['Logo'], ['Country', 'Website'], ['Describe'], ['Score']],
})

export const LISTING_STATES: readonly EnumOption[] = [
  { value: 'Draft', label: /*i18n*/ { id: 'state.Listing.Draft', message: 'Draft' } },
  { value: 'Online', label: /*i18n*/ { id: 'state.Listing.Online', message: 'Online' } },
  { value: 'Offline', label: /*i18n*/ { id: 'state.Listing.Offline', message: 'Offline' } },
  { value: 'Withdrawn', label: /*i18n*/ { id: 'state.Listing.Withdrawn', message: 'Withdrawn' } },
]

export const LISTING_EVENTS: Readonly<Record<string, MessageDescriptor>> = {
  publish: /*i18n*/ { id: 'event.Listing.publish', message: 'Put online' },
  takeDown: /*i18n*/ { id: 'event.Listing.takeDown', message: 'Take offline' },
  withdraw: /*i18n*/ { id: 'event.Listing.withdraw', message: 'Withdraw' },
}

export const LISTING_MESSAGES = {
  notListable: /*i18n*/ { id: 'srv.Listing.notListable', message: 'This product is deleted or hidden from shops: it cannot go online' },
} as const satisfies Record<string, MessageDescriptor>

/**
 * Listing records (spec /product/publish): which product is listed on which shop or platform,
 * at what price and title, when it went online or offline and who did it. Online and offline are
 * the Listing machine's.
 */
export const listingResource = defineResource({
  name: 'Listing',
  events: LISTING_EVENTS,
  noun: /*i18n*/ { id: 'noun.Listing', message: 'listing' },
  permission: 'product',
  group: 'product',
  route: '/product/publish',
  fields: {
    ProductId: fields.id(),
    ShopId: fields.refId().default(0),
    PlatformId: fields.refId().default(0),
    Title: fields.text(200),
    Price: fields.money().default(0),
    Link: fields.url().default(''),
    Remark: fields.text(500),
    Score: fields.score().default(0),
  },
  label: 'Title',
  columns: ['Id', 'ProductId', 'Title', 'ShopId', 'PlatformId', 'State', 'Price', 'OnlineTime', 'OfflineTime', 'AgentName', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime', 'OnlineTime'],
  filters: { State: 'in', ProductId: 'reference', ShopId: 'reference', PlatformId: 'reference', AgentId: 'reference' },
  keyword: ['Title'],
  scope: { owner: 'AgentId', department: 'DepartmentId' },
  options: { State: LISTING_STATES },
  references: { ProductId: 'Product', ShopId: 'Shop', PlatformId: 'Provider/platform', AgentId: 'Agent' },
  widgets: { Price: 'money', OnlineTime: 'datetime', OfflineTime: 'datetime', Remark: 'textarea' },
  labels: {
    ShopId: /*i18n*/ { id: 'field.Listing.ShopId', message: 'Shop' },
    PlatformId: /*i18n*/ { id: 'field.Listing.PlatformId', message: 'Platform' },
    Title: /*i18n*/ { id: 'field.Listing.Title', message: 'Listing title' },
    Price: /*i18n*/ { id: 'field.Listing.Price', message: 'Listed price' },
    Link: /*i18n*/ { id: 'field.Listing.Link', message: 'Listing page' },
    OnlineTime: /*i18n*/ { id: 'field.Listing.OnlineTime', message: 'Online since' },
    OfflineTime: /*i18n*/ { id: 'field.Listing.OfflineTime', message: 'Offline since' },
    OfflineReason: /*i18n*/ { id: 'field.Listing.OfflineReason', message: 'Why offline' },
  },
  hints: { Title: /*i18n*/ { id: 'hint.Listing.Title', message: 'Empty: the product’s selling title. Price 0: the product’s price.' } },
  form: [['ProductId'], ['ShopId', 'PlatformId'], ['Title'], ['Price', 'Link'], ['Remark'], ['Score']],
})

export const NAV_MAX_DEPTH = 7

/** The store's navigation menu (`menu`) or footer links (`link`): a tree of at most seven levels, ordered by sort weight. */
export function siteNavResourceFor(kind: 'menu' | 'link') {
  return defineResource({
    name: 'SiteNav',
    noun:
      kind === 'menu'
        ? /*i18n*/ { id: 'noun.SiteNav.menu', message: 'menu item' }
        : /*i18n*/ { id: 'noun.SiteNav.link', message: 'footer link' },
    permission: 'product',
    group: 'product',
    route: kind === 'menu' ? '/product/menu' : '/product/link',
    fields: {
      Name: z.string().trim().min(1).max(50),
      Link: storeLink,
      Fid: fields.refId().default(0),
      Hidden: fields.flag().default(0),
      NewWindow: fields.flag().default(0),
      Score: fields.score().default(0),
    },
    label: 'Name',
    columns: ['Id', 'Name', 'Link', 'Level', 'Hidden', 'NewWindow', 'Score', 'CreateTime'],
    sort: ['Id', 'Score', 'CreateTime', 'Path', 'Level', 'Name'],
    filters: { Fid: 'reference', Level: 'number' },
    keyword: ['Name'],
    defaultSort: { field: 'Path', asc: true },
    family: { suffix: kind, fixed: { Kind: kind } },
    tree: { parent: 'Fid', maxDepth: NAV_MAX_DEPTH },
    references: { Fid: `SiteNav/${kind}` },
    widgets: { Hidden: 'switch', NewWindow: 'switch' },
    options: {
      Hidden: [
        { value: 0, label: /*i18n*/ { id: 'nav.hidden.no', message: 'Shown' } },
        { value: 1, label: /*i18n*/ { id: 'nav.hidden.yes', message: 'Hidden' } },
      ],
      NewWindow: [
        { value: 0, label: /*i18n*/ { id: 'nav.window.same', message: 'Same window' } },
        { value: 1, label: /*i18n*/ { id: 'nav.window.new', message: 'New window' } },
      ],
    },
    labels: {
      Name: /*i18n*/ { id: 'field.SiteNav.Name', message: 'Text' },
      Link: /*i18n*/ { id: 'field.SiteNav.Link', message: 'Goes to' },
      Fid: /*i18n*/ { id: 'field.SiteNav.Fid', message: 'Under' },
      Hidden: /*i18n*/ { id: 'field.SiteNav.Hidden', message: 'Hidden' },
      NewWindow: /*i18n*/ { id: 'field.SiteNav.NewWindow', message: 'Opens in' },
      Level: /*i18n*/ { id: 'field.SiteNav.Level', message: 'Level' },
    },
    hints: {
      Link: /*i18n*/ {
        id: 'hint.SiteNav.Link',
        message: 'An address (https://…) or a page of the store (/category/12). Empty: a heading for the items under it.',
      },
      Score: /*i18n*/ { id: 'hint.SiteNav.Score', message: 'Higher comes first among its siblings.' },
    },
    form: [['Name', 'Fid'], ['Link'], ['Hidden', 'NewWindow'], ['Score']],
  })
}

/** Mini-apps (spec /app/list): each with its pages built of blocks. */
export const miniAppResource = defineResource({
  name: 'MiniApp',
  noun: /*i18n*/ { id: 'noun.MiniApp', message: 'mini-app' },
  permission: 'app',
  group: 'app',
  route: '/app/list',
  fields: {
    Name: z.string().trim().min(1).max(50),
    AppCode: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9_-]*$/)
      .default(''),
    Logo: fields.url().default(''),
    CatalogId: fields.refId().default(0),
    ShopId: fields.refId().default(0),
    Describe: fields.text(1000),
    Score: fields.score().default(0),
  },
  label: 'Name',
  columns: ['Id', 'Logo', 'Name', 'AppCode', 'CatalogId', 'ShopId', 'Score', 'CreateTime'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { CatalogId: 'reference', ShopId: 'reference' },
  keyword: ['Name', 'AppCode'],
  references: { CatalogId: 'Catalog/app', ShopId: 'Shop' },
  widgets: { Logo: 'image', Describe: 'textarea' },
  labels: {
    Name: /*i18n*/ { id: 'field.MiniApp.Name', message: 'Mini-app' },
    AppCode: /*i18n*/ { id: 'field.MiniApp.AppCode', message: 'AppID' },
    Logo: /*i18n*/ { id: 'field.MiniApp.Logo', message: 'Icon' },
    ShopId: /*i18n*/ { id: 'field.MiniApp.ShopId', message: 'Shop' },
    Describe: /*i18n*/ { id: 'field.MiniApp.Describe', message: 'Description' },
  },
  form: [['Name', 'AppCode'], ['CatalogId', 'ShopId'], ['Logo'], ['Describe'], ['Score']],
})

/**
 * A page built of blocks: the store's layout (`site`, spec /product/site) or a mini-app's page
 * (`app`, spec /app/page), on the same editor with its live preview.
 */
export function pageResourceFor(kind: 'site' | 'app') {
  return defineResource({
    name: 'SitePage',
    noun:
      kind === 'site'
        ? /*i18n*/ { id: 'noun.SitePage.site', message: 'store page' }
        : /*i18n*/ { id: 'noun.SitePage.app', message: 'mini-app page' },
    permission: kind === 'site' ? 'product' : 'app',
    group: kind === 'site' ? 'product' : 'app',
    route: kind === 'site' ? '/product/site' : '/app/page',
    fields: {
      Title: z.string().trim().min(1).max(100),
      Path: storeLink,
      ShopId: fields.refId().default(0),
      AppId: fields.refId().default(0),
      Published: fields.flag().default(0),
      Blocks: blocksSchema,
      Score: fields.score().default(0),
    },
    label: 'Title',
    columns: ['Id', 'Title', 'Path', kind === 'site' ? 'ShopId' : 'AppId', 'Published', 'Score', 'UpdateTime'],
    sort: ['Id', 'Score', 'CreateTime'],
    filters: kind === 'site' ? { ShopId: 'reference' } : { AppId: 'reference' },
    keyword: ['Title'],
    family: { suffix: kind, fixed: { Kind: kind } },
    references: { ShopId: 'Shop', AppId: 'MiniApp' },
    widgets: { Blocks: 'blocks', Published: 'switch' },
    options: {
      Published: [
        { value: 0, label: /*i18n*/ { id: 'page.published.no', message: 'Draft' } },
        { value: 1, label: /*i18n*/ { id: 'page.published.yes', message: 'Published' } },
      ],
    },
    labels: {
      Title: /*i18n*/ { id: 'field.SitePage.Title', message: 'Page' },
      Path: /*i18n*/ { id: 'field.SitePage.Path', message: 'Address' },
      ShopId: /*i18n*/ { id: 'field.SitePage.ShopId', message: 'Shop' },
      AppId: /*i18n*/ { id: 'field.SitePage.AppId', message: 'Mini-app' },
      Published: /*i18n*/ { id: 'field.SitePage.Published', message: 'Published' },
      Blocks: /*i18n*/ { id: 'field.SitePage.Blocks', message: 'Blocks' },
    },
    form:
      kind === 'site'
        ? [['Title', 'Path'], ['ShopId', 'Published'], ['Blocks'], ['Score']]
        : [['Title', 'Path'], ['AppId', 'Published'], ['Blocks'], ['Score']],
    wideForm: true,
  })
}

/** Why the Listing machine refuses an event, by guard name. */
export const LISTING_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  productListable: LISTING_MESSAGES.notListable,
}
