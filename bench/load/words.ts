import type { Random } from '../../src/kernel/server/lib/random.ts'

/** Family names across the markets the console serves; the User list's keyword searches pick from the Latin ones. */
export const FAMILY = [
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Tan',
  'Lim',
  'Lee',
  'Ng',
  'Ong',
  'Goh',
  'Teo',
  'Koh',
  'Nguyen',
  'Tran',
  'Pham',
  'Le',
  'Hoang',
  'Santoso',
  'Wijaya',
  'Halim',
  'Abdullah',
  'Ismail',
  'Rahman',
  'Ahmad',
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
] as const
const GIVEN = [
  'Wei',
  'Fang',
  'Min',
  'Jing',
  'Lei',
  'Yan',
  'Hao',
  'Xin',
  'Jun',
  'Mei',
  'Siti',
  'Nur',
  'Budi',
  'Dewi',
  'Rizal',
  'Aisyah',
  'Farid',
  'Linh',
  'Anh',
  'Minh',
  'Somchai',
  'Kanya',
  'Arif',
  'Putri',
  'Hui Min',
  'Jia Hui',
  'Wen Jie',
  'Kai',
  'Yi',
  'Zhen',
  '伟',
  '芳',
  '敏',
  '静',
  '磊',
  '燕',
  '浩',
  '欣',
  '军',
  '梅',
] as const
const CITIES = [
  'Kuala Lumpur',
  'Jakarta',
  'Bangkok',
  'Ho Chi Minh City',
  'Singapore',
  'Manila',
  'Penang',
  'Surabaya',
  'Hanoi',
  'Shenzhen',
  'Guangzhou',
  'Yiwu',
]
const COUNTRIES = ['MY', 'ID', 'TH', 'VN', 'SG', 'PH', 'CN']
const COMPANY = ['Trading', 'Supply', 'Import & Export', 'Logistics', 'Retail', 'E-commerce', 'Distribution', 'Mart', 'Holdings', 'Global']
const GOODS = [
  'Mask',
  'Sunscreen',
  'Flask',
  'Charger',
  'Cable',
  'Phone case',
  'Mop',
  'Towel',
  'Kettle',
  'Lamp',
  'Backpack',
  'Umbrella',
  'Notebook',
  'Mug',
  'Sandals',
  'Earbuds',
]
const SPECS = ['Red', 'Blue', 'Black', 'White', 'S', 'M', 'L', 'XL', '500ml', '1L', '65W', '1m', '2m']
const FOLLOW = [
  'Called, asked for the price list again',
  'Sent samples by courier; waiting for feedback',
  'Visited the shop; interested in the summer range',
  '微信沟通，客户想要更低的运费',
  'Quoted FOB and DDP, customer compares with another forwarder',
  'Customer will order after the holiday',
  '电话未接通，明天再联系',
  'Negotiated payment terms: 30% deposit',
]

export const personName = (r: Random) => {
  const f = r.pick(FAMILY)
  const g = r.pick(GIVEN)
  return /[^\x00-\x7f]/.test(f) ? `${f}${g}` : `${f} ${g}`
}
export const phone = (r: Random) => `1${r.int(3, 9)}${String(r.int(0, 999_999_999)).padStart(9, '0')}`
export const city = (r: Random) => r.pick(CITIES)
export const country = (r: Random) => r.pick(COUNTRIES)
export const companyName = (r: Random) => `${r.pick(FAMILY)} ${r.pick(COMPANY)} ${r.int(1, 999)}`
export const goodsName = (r: Random, i: number) => `${r.pick(GOODS)} ${r.pick(SPECS)} #${i}`
export const spec = (r: Random) => r.pick(SPECS)
export const followText = (r: Random) => r.pick(FOLLOW)
