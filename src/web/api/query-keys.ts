// Every query key of the storefront and the back office, in one place. Keys are nested so that invalidating a
// prefix refreshes everything under it: a change of the bag (['cart']) refreshes the header and the checkout, a
// cancel (['orders']) the list, the order and its timeline, a status change (['admin', 'orders']) every page.

export const queryKeys = {
  session: ['session'] as const,

  cart: {
    all: ['cart'] as const,
  },
  wishlist: ['wishlist'] as const,
  addresses: ['addresses'] as const,
  coupons: ['coupons'] as const,
  paymentMethods: ['paymentMethods'] as const,
  delivery: (pin: string) => ['delivery', pin] as const,

  catalog: {
    newArrivals: ['catalog', 'newArrivals'] as const,
    /** `params` is the API query string built from the page's URL filters. */
    list: (params: string) => ['catalog', 'list', params] as const,
    search: (q: string, params: string) => ['catalog', 'search', q, params] as const,
    suggest: (q: string) => ['catalog', 'suggest', q] as const,
    detail: (id: string) => ['catalog', 'detail', id] as const,
  },

  orders: {
    all: ['orders'] as const,
    list: (page: number) => ['orders', 'list', page] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
    history: (id: string) => ['orders', 'history', id] as const,
  },

  returns: {
    mine: ['returns', 'mine'] as const,
    refundPreview: (input: unknown) => ['returns', 'refund-preview', input] as const,
  },

  admin: {
    dashboard: ['admin', 'dashboard'] as const,
    lowStock: ['admin', 'lowStock'] as const,
    reports: (query: string) => ['admin', 'reports', query] as const,
    audit: (query: string) => ['admin', 'audit', query] as const,
    orders: {
      all: ['admin', 'orders'] as const,
      list: (page: number, filters: string) => ['admin', 'orders', 'list', page, filters] as const,
      details: (id: string) => ['admin', 'orders', 'details', id] as const,
      history: (id: string) => ['admin', 'orders', 'history', id] as const,
    },
    products: {
      all: ['admin', 'products'] as const,
      list: (page: number, filters: string) => ['admin', 'products', 'list', page, filters] as const,
      edit: (id: string) => ['admin', 'products', 'edit', id] as const,
      preview: (id: string) => ['admin', 'products', 'preview', id] as const,
    },
    users: {
      all: ['admin', 'users'] as const,
      page: (page: number) => ['admin', 'users', page] as const,
    },
    coupons: ['admin', 'coupons'] as const,
    cash: ['admin', 'cash'] as const,
    returns: {
      all: ['admin', 'returns'] as const,
      list: (status: string, page: number) => ['admin', 'returns', status, page] as const,
    },
  },
};
