-- CreateIndex
CREATE INDEX "sessions_expires_idx" ON "sessions"("expires");
