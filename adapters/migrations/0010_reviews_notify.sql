-- Issue 15: the shared pages the server keeps (web/server/pageCache.mjs) show approved reviews beside
-- the catalog, so a review's change (a moderator approving or hiding one) is announced on the same
-- `shop_catalog` channel: every process draws its review pages again at once, as it does for a price.
CREATE TRIGGER "reviews_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"();
