import { countArrivals } from './arrivals';

describe('countArrivals', () => {
  it('resolves a wait once the count reaches it, and at once when it already has', async () => {
    const arrivals = countArrivals();
    const order: string[] = [];
    const second = arrivals.reached(2).then(() => order.push('2 reached'));
    await expect(arrivals.reached(0)).resolves.toBeUndefined();

    arrivals.arrived();
    await Promise.resolve();
    expect(order).toEqual([]);
    arrivals.arrived();
    await second;
    expect(order).toEqual(['2 reached']);
    expect(arrivals.count).toBe(2);
    await expect(arrivals.reached(1)).resolves.toBeUndefined();
  });
});
