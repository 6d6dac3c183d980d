"""placeholder; replaced by the scenario runner"""
