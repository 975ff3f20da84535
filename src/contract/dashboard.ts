import { z } from 'zod';
import { UnpaidSalesSchema } from './revenue';

// The admin dashboard's figures (docs/product.md section 3, "Dashboard data"); definitions in
// docs/decisions/0010-dashboard-figures.md.

export const CUSTOMER_GROWTH_WEEKS = 12;
export const BEST_SELLERS_LIMIT = 10;

export const DashboardSchema = z.object({
  /** Net sales of all time (src/contract/revenue.ts): orders not cancelled, less refunds. */
  totalRevenue: z.number(),
  totalOrders: z.number().int(),
  todayOrders: z.number().int(),
  /** Net sales of today (IST): orders placed today not cancelled, less refunds made today. */
  todayRevenue: z.number(),
  /** Sales of all time before refunds, and the refunds, in rupees: totalRevenue = totalSales − totalRefunds. */
  totalSales: z.number(),
  totalRefunds: z.number(),
  awaitingPayment: UnpaidSalesSchema,
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
