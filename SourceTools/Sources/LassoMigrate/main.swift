import LassoMigrateCore

print("lasso-migrate: not yet ported")
