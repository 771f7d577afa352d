import type { AdminDashboard } from "@shop/shared";
import { Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from "@mui/material";
import { Link, useCanAccess, useCreatePath, useTranslate } from "react-admin";

/** Products about to run out, each linked to where its stock can be changed. */
export const LowStockList = ({ products }: { products: AdminDashboard["lowStock"] }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess: canEdit } = useCanAccess({ resource: "products", action: "edit" });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate("app.dashboard.low_stock")}
        </Typography>
        {products.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate("app.dashboard.low_stock_none")}
          </Typography>
        ) : (
          <List dense>
            {products.map((product) => (
              <ListItem key={product.id} disablePadding>
                <ListItemButton
                  component={Link}
                  to={createPath({ resource: "products", id: product.id, type: canEdit ? "edit" : "show" })}
                >
                  <ListItemText primary={product.name} secondary={product.slug} />
                  <Chip
                    size="small"
                    color={product.stock === 0 ? "error" : "default"}
                    label={translate("app.dashboard.units_left", { smart_count: product.stock })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
