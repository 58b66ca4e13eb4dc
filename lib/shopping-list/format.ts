// No thousands separator: "1,000" would read back as 1, since a comma is a
// decimal mark when amounts are typed (./amount).
const amountFormat = new Intl.NumberFormat("en-GB", {
  maximumFractionDigits: 3,
  useGrouping: false,
});

export const formatAmount = (amount: number) => amountFormat.format(amount);
