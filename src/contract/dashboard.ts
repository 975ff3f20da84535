import { z } from 'zod';

// The admin dashboard's figures (docs/product.md section 3, "Dashboard data"); definitions in
// docs/decisions/0010-dashboard-figures.md.

export const CUSTOMER_GROWTH_WEEKS = 12;
export const BEST_SELLERS_LIMIT = 10;

export const DashboardSchema = z.object({
  totalRevenue: z.number(),
  totalOrders: z.number().int(),
  todayOrders: z.number().int(),
  todayRevenue: z.number(),
  totalUsers: z.number().int(),
  categoryOrders: z.array(z.object({ _id: z.string(), orders: z.number().int() })),
  genderSales: z.array(z.object({ _id: z.string(), value: z.number() })),
  customerGrowth: z.array(z.object({ users: z.number().int(), weekStart: z.string() })),
  bestSellingProducts: z.array(
    z.object({
      id: z.string(),
      images: z.array(z.string()),
      name: z.string(),
      category: z.string(),
      unitsSold: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
