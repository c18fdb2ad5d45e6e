import { country } from '../../kernel/shared/countries.ts'
import { z } from 'zod'
import { defineResource, type EnumOption } from '../../kernel/shared/resources/define.ts'
import * as fields from '../../kernel/shared/schemas/fields.ts'

/** System parameters, companies (subjects) and their shops (spec section 3 "Setting", "Subject", "Shop"). */

const score = fields.score().default(0)
const status = fields.flag().default(1)

/** How a setting's Value is read. */
export const SETTING_TYPES = ['text', 'number', 'bool', 'json'] as const
export const SETTING_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 'text', label: /*i18n*/ { id: 'setting.type.text', message: 'Text' } },
  { value: 'number', label: /*i18n*/ { id: 'setting.type.number', message: 'Number' } },
  { value: 'bool', label: /*i18n*/ { id: 'setting.type.bool', message: 'Yes / no' } },
  { value: 'json', label: /*i18n*/ { id: 'setting.type.json', message: 'JSON' } },
]

/** Whether a value reads as its setting type says. */
export function settingValueValid(type: string, value: string): boolean {
  switch (type) {
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value))
    case 'bool':
      return ['true', 'false', '1', '0'].includes(value)
    case 'json':
      try {
        JSON.parse(value)
        return true
      } catch {
        return false
      }
    default:
      return true
  }
}

/** What a setting's `Use` names, as people call it (other uses show as written). */
export const SETTING_USES: readonly EnumOption[] = [
  { value: 'agent', label: /*i18n*/ { id: 'setting.use.agent', message: 'Staff' } },
  { value: 'client', label: /*i18n*/ { id: 'setting.use.client', message: 'Customers and the high seas' } },
  { value: 'order', label: /*i18n*/ { id: 'setting.use.order', message: 'Orders' } },
  { value: 'queue', label: /*i18n*/ { id: 'setting.use.queue', message: 'Work queues' } },
  { value: 'stock', label: /*i18n*/ { id: 'setting.use.stock', message: 'Stock' } },
  { value: 'job', label: /*i18n*/ { id: 'setting.use.job', message: 'Scheduled jobs' } },
  { value: 'list', label: /*i18n*/ { id: 'setting.use.list', message: 'Lists' } },
  { value: 'finance', label: /*i18n*/ { id: 'setting.use.finance', message: 'Finance' } },
  { value: 'attract', label: /*i18n*/ { id: 'setting.use.attract', message: 'Investment attraction' } },
]

export const settingResource = defineResource({
  name: 'Setting',
  noun: /*i18n*/ { id: 'noun.Setting', message: 'parameter' },
  permission: 'setting',
  group: 'system',
  route: '/system/setting',
  fields: {
    Name: z.string().trim().min(1).max(50),
    Text: z.string().trim().min(1).max(100),
    Value: z.string().max(5000).default(''),
    Attr: z.enum(SETTING_TYPES).default('text'),
    Use: z.string().trim().max(50).default(''),
    Remark: z.string().trim().max(500).default(''),
    Check: z.number().int().min(0).max(1).default(0),
    Status: status,
    Score: score,
  },
  label: 'Text',
  columns: ['Id', 'Name', 'Text', 'Value', 'Attr', 'Use', 'Score', 'Status'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { Name: 'in', Use: 'enum' },
  keyword: ['Name', 'Text', 'Value'],
  options: { Attr: SETTING_TYPE_OPTIONS, Use: SETTING_USES },
  labels: {
    Name: /*i18n*/ { id: 'field.Setting.Name', message: 'Group' },
    Text: /*i18n*/ { id: 'field.Setting.Text', message: 'Label' },
    Value: /*i18n*/ { id: 'field.Setting.Value', message: 'Value' },
    Attr: /*i18n*/ { id: 'field.Setting.Attr', message: 'Value type' },
    Use: /*i18n*/ { id: 'field.Setting.Use', message: 'Used by' },
    Check: /*i18n*/ { id: 'field.Setting.Check', message: 'Checked' },
  },
  // Value: text, or a rate or an amount for the rules that hold one (web: features/system/setting-value.tsx).
  widgets: { Value: 'settingValue', Check: 'switch' },
  form: [['Name', 'Text'], ['Attr', 'Use'], ['Value'], ['Remark'], ['Status', 'Score']],
})

/** The public sides a project parameter configures. */
export const PROJECT_KINDS: readonly EnumOption[] = [
  { value: 'site', label: /*i18n*/ { id: 'project.site', message: 'Shop site' } },
  { value: 'app', label: /*i18n*/ { id: 'project.app', message: 'Mini-app' } },
  { value: 'single', label: /*i18n*/ { id: 'project.single', message: 'Single projects' } },
  { value: 'all', label: /*i18n*/ { id: 'project.all', message: 'Every project' } },
]

/**
 * Project parameters (`/system/list`, hidden from the menu): the public sides' own settings, read
 * by them without a session (`Public/Params`), typed as the system parameters are. A name is unique
 * within its project; a project's value overrides the same name under "every project".
 */
export const projectParamResource = defineResource({
  name: 'ProjectParam',
  noun: /*i18n*/ { id: 'noun.ProjectParam', message: 'project parameter' },
  permission: 'setting',
  group: 'system',
  route: '/system/list',
  fields: {
    Project: z.enum(['site', 'app', 'single', 'all']),
    Name: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_.]{0,49}$/),
    Text: z.string().trim().min(1).max(100),
    Value: z.string().max(5000).default(''),
    Attr: z.enum(SETTING_TYPES).default('text'),
    Remark: z.string().trim().max(500).default(''),
    Status: status,
    Score: score,
  },
  label: 'Text',
  columns: ['Id', 'Project', 'Name', 'Text', 'Value', 'Attr', 'Score', 'Status'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { Project: 'enum' },
  keyword: ['Name', 'Text', 'Value'],
  options: { Project: PROJECT_KINDS, Attr: SETTING_TYPE_OPTIONS },
  labels: {
    Project: /*i18n*/ { id: 'field.ProjectParam.Project', message: 'Project' },
    Name: /*i18n*/ { id: 'field.ProjectParam.Name', message: 'Key' },
    Text: /*i18n*/ { id: 'field.Setting.Text', message: 'Label' },
    Value: /*i18n*/ { id: 'field.Setting.Value', message: 'Value' },
    Attr: /*i18n*/ { id: 'field.Setting.Attr', message: 'Value type' },
  },
  hints: {
    Name: /*i18n*/ {
      id: 'hint.ProjectParam.Name',
      message: 'Letters, digits, dots and underscores, starting with a letter; unique within the project.',
    },
    Value: /*i18n*/ {
      id: 'hint.ProjectParam.Value',
      message: 'Read by the public pages without signing in: never put a password or a key here.',
    },
  },
  widgets: { Value: 'textarea' },
  form: [['Project', 'Attr'], ['Name', 'Text'], ['Value'], ['Remark'], ['Status', 'Score']],
})

export const subjectResource = defineResource({
  name: 'Subject',
  noun: /*i18n*/ { id: 'noun.Subject', message: 'company' },
  permission: 'subject',
  // Investment promotion follows the companies it incubates (/attract/subjcet).
  viewers: ['attract:view'],
  group: 'system',
  route: '/attract/subjcet',
  fields: {
    Name: z.string().trim().min(1).max(100),
    SubjectCode: z.string().trim().max(30).default(''),
    LegalPerson: z.string().trim().max(50).default(''),
    Address: z.string().trim().max(200).default(''),
    Amount: z.number().int().min(0).max(100_000_000).default(0),
    Type: z.number().int().min(0).max(9).default(1),
    ValidTime: fields.unixTime().default(0),
    Range: z.string().trim().max(1000).default(''),
    BankName: z.string().trim().max(100).default(''),
    BankNo: z.string().trim().max(40).default(''),
    Status: status,
    Score: score,
  },
  label: 'Name',
  columns: ['Id', 'Name', 'SubjectCode', 'LegalPerson', 'Amount', 'ValidTime', 'CreateTime', 'Status'],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { Type: 'number' },
  keyword: ['Name', 'SubjectCode'],
  widgets: { ValidTime: 'date', Range: 'textarea' },
  labels: {
    Name: /*i18n*/ { id: 'field.Subject.Name', message: 'Company name' },
    Amount: /*i18n*/ { id: 'field.Subject.Amount', message: 'Registered capital (10k yuan)' },
  },
  form: [
    ['Name', 'SubjectCode'],
    ['LegalPerson', 'Amount'],
    ['Address'],
    ['Type', 'ValidTime'],
    ['BankName', 'BankNo'],
    ['Range'],
    ['Status', 'Score'],
  ],
})

const percent = () => fields.percent().default(0)

export const shopResource = defineResource({
  name: 'Shop',
  noun: /*i18n*/ { id: 'noun.Shop', message: 'shop' },
  permission: 'platform',
  group: 'platform',
  // Store management (spec "Shop"): who runs it for us, what the platform takes, until when.
  route: '/product/shop',
  fields: {
    ShopName: z.string().trim().min(1).max(100),
    SubjectId: fields.id(),
    /** The marketplace it sells on, and the country site of it (Shopee's Malaysia site: MY). */
    PlatformId: fields.refId().default(0),
    SiteId: country(),
    AdminName: z.string().trim().max(50).default(''),
    AdminPosition: fields.text(50),
    AdminPhone: z.string().trim().max(30).default(''),
    Email: z.union([z.email(), z.literal('')]).default(''),
    AdminRemark: fields.text(500),
    Commission: percent(),
    RecommendPercent: percent(),
    ScorePercent: percent(),
    ValidTime: fields.unixTime().default(0),
    Status: status,
    Score: score,
  },
  label: 'ShopName',
  columns: [
    'Id',
    'ShopName',
    'SubjectId',
    'PlatformId',
    'SiteId',
    'AdminName',
    'AdminPhone',
    'Commission',
    'ValidTime',
    'CreateTime',
    'Status',
  ],
  sort: ['Id', 'Score', 'CreateTime'],
  filters: { SubjectId: 'reference', PlatformId: 'reference' },
  keyword: ['ShopName', 'AdminName'],
  references: { SubjectId: 'Subject', PlatformId: 'Provider/platform' },
  widgets: { ValidTime: 'date', AdminRemark: 'textarea' },
  labels: {
    AdminName: /*i18n*/ { id: 'field.Shop.AdminName', message: 'Store manager' },
    PlatformId: /*i18n*/ { id: 'field.Shop.PlatformId', message: 'Platform' },
    SiteId: /*i18n*/ { id: 'field.Shop.SiteId', message: 'Site (country)' },
    AdminPosition: /*i18n*/ { id: 'field.Shop.AdminPosition', message: 'Manager’s position' },
    AdminPhone: /*i18n*/ { id: 'field.Shop.AdminPhone', message: 'Manager’s phone' },
    Email: /*i18n*/ { id: 'field.Shop.Email', message: 'Store email' },
    AdminRemark: /*i18n*/ { id: 'field.Shop.AdminRemark', message: 'Notes on the manager' },
    Commission: /*i18n*/ { id: 'field.Shop.Commission', message: 'Platform commission' },
    RecommendPercent: /*i18n*/ { id: 'field.Shop.RecommendPercent', message: 'Recommendation share' },
    ScorePercent: /*i18n*/ { id: 'field.Shop.ScorePercent', message: 'Points share' },
    ValidTime: /*i18n*/ { id: 'field.Shop.ValidTime', message: 'Contract valid until' },
  },
  form: [
    ['ShopName', 'SubjectId'],
    ['PlatformId', 'SiteId'],
    ['AdminName', 'AdminPosition'],
    ['AdminPhone', 'Email'],
    ['AdminRemark'],
    ['Commission', 'RecommendPercent', 'ScorePercent'],
    ['ValidTime'],
    ['Status', 'Score'],
  ],
})
