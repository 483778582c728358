// HarborNavigation: built by its own issue.
