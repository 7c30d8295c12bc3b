"""HTTP routes of the JSON API, mounted at /api/."""
urlpatterns = []
