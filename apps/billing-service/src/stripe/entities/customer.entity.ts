import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The Stripe customer of a user, created once (the first checkout) and reused for every later one. */
@Entity({ name: 'customers' })
export class CustomerEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'stripe_customer_id', type: 'text', unique: true })
  stripeCustomerId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
