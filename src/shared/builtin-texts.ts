import type { MessageDescriptor } from '../kernel/shared/messages.ts'

/**
 * What the demo seeds into texts an administrator may edit, in every interface language while
 * unedited (kernel/shared/builtin-texts.ts): the salespeople's menu link and the project parameters' labels.
 */
export const BUILTIN_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'menu-link:boc-rates': /*i18n*/ { id: 'menu.link.boc-rates', message: 'Bank of China exchange rates' },
  'param:all:Company.Name': /*i18n*/ { id: 'param.Company.Name', message: 'Company name' },
  'param:all:Company.Hotline': /*i18n*/ { id: 'param.Company.Hotline', message: 'Customer service hotline' },
  'param-remark:all:Company.Hotline': /*i18n*/ { id: 'param.Company.Hotline.about', message: 'Working days 9:00–18:00 (Beijing time)' },
  'param:site:Company.Hotline': /*i18n*/ { id: 'param.site.Company.Hotline', message: 'Shop customer service hotline' },
  'param-remark:site:Company.Hotline': /*i18n*/ {
    id: 'param.site.Company.Hotline.about',
    message: 'The shop has a customer service line of its own',
  },
  'param:site:Site.Title': /*i18n*/ { id: 'param.Site.Title', message: 'Shop name' },
  'param:site:Site.Icp': /*i18n*/ { id: 'param.Site.Icp', message: 'ICP licence number' },
  'param:site:Site.FreeShippingOver': /*i18n*/ { id: 'param.Site.FreeShippingOver', message: 'Free shipping over (yuan)' },
  'param:site:Site.BannerAutoplay': /*i18n*/ { id: 'param.Site.BannerAutoplay', message: 'Home page banner plays by itself' },
  'param:app:App.Title': /*i18n*/ { id: 'param.App.Title', message: 'Mini program name' },
  'param:app:App.Tabs': /*i18n*/ { id: 'param.App.Tabs', message: 'Bottom tabs' },
  'param:app:App.ShareTitle': /*i18n*/ { id: 'param.App.ShareTitle', message: 'Share title' },
  'param:single:Single.ConsultNotice': /*i18n*/ { id: 'param.Single.ConsultNotice', message: 'Project enquiry notice' },
  'param:single:Single.ShowPrice': /*i18n*/ { id: 'param.Single.ShowPrice', message: 'Show project prices' },
}

/** The seeded English of a built-in text. */
export const builtinMessage = (key: string): string => BUILTIN_TEXTS[key]?.message ?? key
