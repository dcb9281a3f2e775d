import OriginalAPICore

print("original-api: not yet ported")
