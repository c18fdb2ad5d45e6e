import { z } from 'zod'
import { defineResource } from '../../kernel/shared/resources/define.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'
import { EMPTY_SKU_SET, skuSetSchema } from './product-sku.ts'
import { WAREHOUSE_LABELS } from '../../modules/warehouse/shared/warehouse.ts'

/** The most product images (the first is the cover) and description images (the spec leaves the cap to us). */
export const MAX_PRODUCT_IMAGES = 10
export const MAX_DESCRIBE_IMAGES = 20

const text = fields.text
const kg = fields.kg().default(0)
const percent = () => fields.percent().default(0)
const time = () => fields.unixTime().default(0)

/**
 * Products (spec "Product / Channel product"): what the warehouse stores and the shops sell. The
 * merchandiser's editor holds the images (the first is the cover), the description, the shops it is
 * sold in, prices, weights and sizes, limits and shares, and the SKUs; MinPrice, MaxPrice and
 * ProductNum are the server's, from the SKU rows (or from Price and Stock when it has none).
 */
export const productResource = defineResource({
  name: 'Product',
  importable: true,
  noun: /*i18n*/ { id: 'noun.Product', message: 'product' },
  permission: 'product',
  group: 'product',
  route: '/product/list',
  fields: {
    Name: z.string().trim().min(1).max(200),
    EnName: text(200),
    Title: text(200),
    TitleAppend: text(200),
    BarCode: text(50),
    Spec: text(100),
    Unit: text(20),
    CatalogId: fields.refId().default(0),
    BrandId: fields.refId().default(0),
    FactoryName: text(100),
    CountryNo: text(50),
    ShopId: fields.refId().default(0),
    MultiShopIds: z
      .array(fields.id())
      .max(50)
      .overwrite((ids) => [...new Set(ids)])
      .default([]),
    CardImg: fields.images(MAX_PRODUCT_IMAGES),
    DescribeImg: fields.images(MAX_DESCRIBE_IMAGES),
    Describe: text(20_000),
    Price: fields.money().default(0),
    Worth: fields.money().default(0),
    Stock: fields.int(0, fields.MAX_QTY).default(0),
    Sku: skuSetSchema.default(EMPTY_SKU_SET),
    Weight: kg,
    Size: text(50),
    PackageWeight: kg,
    PackageSize: text(50),
    Dispatch: fields.int(0, 365).default(0),
    MinLimit: fields.int(0, fields.MAX_QTY).default(0),
    LimitNum: fields.int(0, fields.MAX_QTY).default(0),
    RecommendPercent: percent(),
    ScorePercent: percent(),
    Display: fields.flag().default(1),
    LotTracked: fields.flag().default(0),
    Link: fields.url().default(''),
    OnlineTime: time(),
    OfflineTime: time(),
    Score: fields.score().default(0),
  },
  label: 'Name',
  columns: [
    'Id',
    'CardImg',
    'Name',
    'BarCode',
    'MinPrice',
    'MaxPrice',
    'ProductNum',
    'BrandId',
    'ShopId',
    'Display',
    'Score',
    'CreateTime',
  ],
  sort: ['Id', 'Score', 'CreateTime', 'MinPrice', 'ProductNum'],
  filters: { BarCode: 'keyword', ShopId: 'reference', CatalogId: 'reference', BrandId: 'reference' },
  keyword: ['Name', 'EnName', 'BarCode'],
  references: { ShopId: 'Shop', MultiShopIds: 'Shop', CatalogId: 'Catalog/product', BrandId: 'Brand' },
  widgets: {
    CardImg: 'images',
    DescribeImg: 'images',
    Describe: 'richtext',
    Sku: 'sku',
    Price: 'money',
    Worth: 'money',
    MinPrice: 'money',
    MaxPrice: 'money',
    Display: 'switch',
    LotTracked: 'switch',
    OnlineTime: 'datetime',
    OfflineTime: 'datetime',
  },
  options: {
    Display: [
      { value: 1, label: /*i18n*/ { id: 'product.display.on', message: 'Shown' } },
      { value: 0, label: /*i18n*/ { id: 'product.display.off', message: 'Hidden' } },
    ],
  },
  labels: {
    ...WAREHOUSE_LABELS,
    Title: /*i18n*/ { id: 'field.Product.Title', message: 'Selling title' },
    TitleAppend: /*i18n*/ { id: 'field.Product.TitleAppend', message: 'Subtitle' },
    FactoryName: /*i18n*/ { id: 'field.Product.FactoryName', message: 'Manufacturer' },
    CountryNo: /*i18n*/ { id: 'field.Product.CountryNo', message: 'Country of origin' },
    ShopId: /*i18n*/ { id: 'field.Product.ShopId', message: 'Main shop' },
    MultiShopIds: /*i18n*/ { id: 'field.Product.MultiShopIds', message: 'Also sold in' },
    CardImg: /*i18n*/ { id: 'field.Product.CardImg', message: 'Product images' },
    DescribeImg: /*i18n*/ { id: 'field.Product.DescribeImg', message: 'Description images' },
    Describe: /*i18n*/ { id: 'field.Product.Describe', message: 'Description' },
    Price: /*i18n*/ { id: 'field.Product.Price', message: 'Price' },
    Worth: /*i18n*/ { id: 'field.Product.Worth', message: 'Declared value' },
    Stock: /*i18n*/ { id: 'field.Product.Stock', message: 'Stock (no specifications)' },
    Sku: /*i18n*/ { id: 'field.Product.Sku', message: 'Specifications and SKUs' },
    MinPrice: /*i18n*/ { id: 'field.Product.MinPrice', message: 'Lowest price' },
    MaxPrice: /*i18n*/ { id: 'field.Product.MaxPrice', message: 'Highest price' },
    ProductNum: /*i18n*/ { id: 'field.Product.ProductNum', message: 'Stock for sale' },
    Size: /*i18n*/ { id: 'field.Product.Size', message: 'Size (L×W×H cm)' },
    PackageWeight: /*i18n*/ { id: 'field.Product.PackageWeight', message: 'Packed weight (KG)' },
    PackageSize: /*i18n*/ { id: 'field.Product.PackageSize', message: 'Packed size (L×W×H cm)' },
    Dispatch: /*i18n*/ { id: 'field.Product.Dispatch', message: 'Ships within (days)' },
    MinLimit: /*i18n*/ { id: 'field.Product.MinLimit', message: 'Minimum per order' },
    LimitNum: /*i18n*/ { id: 'field.Product.LimitNum', message: 'Maximum per customer' },
    RecommendPercent: /*i18n*/ { id: 'field.Product.RecommendPercent', message: 'Recommendation share' },
    ScorePercent: /*i18n*/ { id: 'field.Product.ScorePercent', message: 'Points share' },
    Display: /*i18n*/ { id: 'field.Product.Display', message: 'Shown in shops' },
    LotTracked: /*i18n*/ { id: 'field.Product.LotTracked', message: 'Kept by lot and expiry date' },
    Link: /*i18n*/ { id: 'field.Product.Link', message: 'Product page' },
    OnlineTime: /*i18n*/ { id: 'field.Product.OnlineTime', message: 'On sale from' },
    OfflineTime: /*i18n*/ { id: 'field.Product.OfflineTime', message: 'Off sale from' },
  },
  hints: {
    CardImg: /*i18n*/ { id: 'hint.Product.CardImg', message: 'Drag to reorder. The first image is the cover.' },
    Price: /*i18n*/ {
      id: 'hint.Product.Price',
      message: 'Used when the product has no specifications; otherwise each SKU has its own price.',
    },
    LimitNum: /*i18n*/ { id: 'hint.Product.LimitNum', message: '0 means no limit.' },
    LotTracked: /*i18n*/ {
      id: 'hint.Product.LotTracked',
      message: 'Cosmetics, food: every receipt names its lot and expiry date, and deliveries take the first to expire',
    },
  },
  form: [
    ['Name', 'EnName'],
    ['Title', 'TitleAppend'],
    ['CatalogId', 'BrandId'],
    ['BarCode', 'Unit'],
    ['FactoryName', 'CountryNo'],
    ['CardImg'],
    ['Price', 'Stock', 'Worth'],
    ['Sku'],
    ['ShopId', 'MultiShopIds'],
    ['MinLimit', 'LimitNum'],
    ['RecommendPercent', 'ScorePercent'],
    ['OnlineTime', 'OfflineTime'],
    ['Display', 'Score'],
    ['Link'],
    ['Weight', 'Size'],
    ['PackageWeight', 'PackageSize'],
    ['Spec', 'Dispatch', 'LotTracked'],
    ['Describe'],
    ['DescribeImg'],
  ],
  formHeadings: {
    0: /*i18n*/ { id: 'form.Product.basics', message: 'Basics' },
    5: /*i18n*/ { id: 'form.Product.images', message: 'Images' },
    6: /*i18n*/ { id: 'form.Product.prices', message: 'Prices and SKUs' },
    8: /*i18n*/ { id: 'form.Product.sale', message: 'Shops and sale' },
    14: /*i18n*/ { id: 'form.Product.logistics', message: 'Weights and sizes' },
    17: /*i18n*/ { id: 'form.Product.describe', message: 'Description' },
  },
  wideForm: true,
})
